import { builder } from './builder';
import '../modules/accounts/accounts.schema';
import '../modules/assessment/assessment.schema';
import '../modules/audit/audit.schema';
import '../modules/auth/auth.schema';
import '../modules/detection/detection.schema';
import '../modules/hardening/hardening.schema';
import '../modules/mail/mail.schema';
import '../modules/mfa/mfa.schema';
import '../modules/monitoring/app-lists.schema';
import '../modules/monitoring/apps.schema';
import '../modules/monitoring/dashboard.schema';
import '../modules/monitoring/dead-letters.schema';
import '../modules/monitoring/incidents.schema';
import '../modules/monitoring/reports.schema';
import '../modules/monitoring/responses.schema';
import '../modules/monitoring/risk-config.schema';
import '../modules/monitoring/threats.schema';
import '../modules/password/password.schema';
import '../modules/profile/profile.schema';
import '../modules/report-templates/report-templates.schema';
import '../modules/roles/roles.schema';
import '../modules/security/security.schema';
import '../modules/signup/signup.schema';
import '../modules/user-groups/user-groups.schema';
import '../modules/users/users.schema';

/** The whole GraphQL schema: every module's schema file registers its types on the builder. */
export const schema = builder.toSchema({ sortSchema: true });
