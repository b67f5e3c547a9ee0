import { StatusPage } from './error-state';

/** /404, where every unknown path lands (spec §2). */
export function NotFoundPage() {
  return <StatusPage status="notFound" />;
}
