import { StatusPage } from './error-state';

/** /500 (spec §2). */
export function ServerErrorPage() {
  return <StatusPage status="serverError" />;
}
