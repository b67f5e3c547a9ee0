import type { PropsWithChildren } from 'react';
import { Navigate, useParams } from 'react-router-dom';

interface ParamGuardProps {
  /** Allowed values of each path parameter. */
  params: Readonly<Record<string, readonly string[]>>;
}

/** Sends a path whose parameter is not one of the known values to /404. */
export function ParamGuard({ params, children }: PropsWithChildren<ParamGuardProps>) {
  const values = useParams();
  const known = Object.entries(params).every(([name, allowed]) => allowed.includes(values[name] ?? ''));
  return known ? children : <Navigate replace to="/404" />;
}
