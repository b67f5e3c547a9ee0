import { builder } from './builder';
import '../modules/auth/auth.schema';
import '../modules/roles/roles.schema';
import '../modules/security/security.schema';
import '../modules/users/users.schema';

/** The whole GraphQL schema: every module's schema file registers its types on the builder. */
export const schema = builder.toSchema({ sortSchema: true });
