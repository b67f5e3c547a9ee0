
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "DeviceFacts": [
      "SecurityEvent",
      "ThreatDevice"
    ],
    "MutationAddMonitorDeviceResult": [
      "AppError",
      "MutationAddMonitorDeviceSuccess"
    ],
    "MutationApproveSignupResult": [
      "AppError",
      "MutationApproveSignupSuccess"
    ],
    "MutationCancelAssessmentResult": [
      "AppError",
      "MutationCancelAssessmentSuccess"
    ],
    "MutationCancelHardeningResult": [
      "AppError",
      "MutationCancelHardeningSuccess"
    ],
    "MutationChangePasswordResult": [
      "AppError",
      "MutationChangePasswordSuccess"
    ],
    "MutationCompleteMfaLoginResult": [
      "AppError",
      "MutationCompleteMfaLoginSuccess"
    ],
    "MutationConfirmMfaEnrolmentResult": [
      "AppError",
      "MutationConfirmMfaEnrolmentSuccess"
    ],
    "MutationCreateAccountResult": [
      "AppError",
      "MutationCreateAccountSuccess"
    ],
    "MutationCreateBlacklistResult": [
      "AppError",
      "MutationCreateBlacklistSuccess"
    ],
    "MutationCreateDetectionRuleResult": [
      "AppError",
      "MutationCreateDetectionRuleSuccess"
    ],
    "MutationCreateDetectionSdkResult": [
      "AppError",
      "MutationCreateDetectionSdkSuccess"
    ],
    "MutationCreateDetectionWhitelistEntryResult": [
      "AppError",
      "MutationCreateDetectionWhitelistEntrySuccess"
    ],
    "MutationCreateHardeningPolicyResult": [
      "AppError",
      "MutationCreateHardeningPolicySuccess"
    ],
    "MutationCreateMonitoredAppResult": [
      "AppError",
      "MutationCreateMonitoredAppSuccess"
    ],
    "MutationCreateReportTemplateResult": [
      "AppError",
      "MutationCreateReportTemplateSuccess"
    ],
    "MutationCreateRiskRuleResult": [
      "AppError",
      "MutationCreateRiskRuleSuccess"
    ],
    "MutationCreateRoleResult": [
      "AppError",
      "MutationCreateRoleSuccess"
    ],
    "MutationCreateUserGroupResult": [
      "AppError",
      "MutationCreateUserGroupSuccess"
    ],
    "MutationCreateUserResult": [
      "AppError",
      "MutationCreateUserSuccess"
    ],
    "MutationDeleteAssessmentsResult": [
      "AppError",
      "MutationDeleteAssessmentsSuccess"
    ],
    "MutationDeleteBlacklistResult": [
      "AppError",
      "MutationDeleteBlacklistSuccess"
    ],
    "MutationDeleteDetectionRuleResult": [
      "AppError",
      "MutationDeleteDetectionRuleSuccess"
    ],
    "MutationDeleteDetectionSdkResult": [
      "AppError",
      "MutationDeleteDetectionSdkSuccess"
    ],
    "MutationDeleteDetectionWhitelistEntryResult": [
      "AppError",
      "MutationDeleteDetectionWhitelistEntrySuccess"
    ],
    "MutationDeleteHardeningJobsResult": [
      "AppError",
      "MutationDeleteHardeningJobsSuccess"
    ],
    "MutationDeleteHardeningKeystoresResult": [
      "AppError",
      "MutationDeleteHardeningKeystoresSuccess"
    ],
    "MutationDeleteHardeningPoliciesResult": [
      "AppError",
      "MutationDeleteHardeningPoliciesSuccess"
    ],
    "MutationDeleteMonitoredAppResult": [
      "AppError",
      "MutationDeleteMonitoredAppSuccess"
    ],
    "MutationDeleteReportTemplatesResult": [
      "AppError",
      "MutationDeleteReportTemplatesSuccess"
    ],
    "MutationDeleteRiskRuleResult": [
      "AppError",
      "MutationDeleteRiskRuleSuccess"
    ],
    "MutationDeleteRoleResult": [
      "AppError",
      "MutationDeleteRoleSuccess"
    ],
    "MutationDeleteUserGroupResult": [
      "AppError",
      "MutationDeleteUserGroupSuccess"
    ],
    "MutationDisableMfaResult": [
      "AppError",
      "MutationDisableMfaSuccess"
    ],
    "MutationDiscardMonitoringDeadLetterResult": [
      "AppError",
      "MutationDiscardMonitoringDeadLetterSuccess"
    ],
    "MutationDuplicateHardeningPolicyResult": [
      "AppError",
      "MutationDuplicateHardeningPolicySuccess"
    ],
    "MutationLoginResult": [
      "AppError",
      "MutationLoginSuccess"
    ],
    "MutationRejectSignupResult": [
      "AppError",
      "MutationRejectSignupSuccess"
    ],
    "MutationRemoveMonitorDeviceResult": [
      "AppError",
      "MutationRemoveMonitorDeviceSuccess"
    ],
    "MutationResetUserPasswordResult": [
      "AppError",
      "MutationResetUserPasswordSuccess"
    ],
    "MutationRetryMonitoringDeadLetterResult": [
      "AppError",
      "MutationRetryMonitoringDeadLetterSuccess"
    ],
    "MutationRotateApiCredentialsResult": [
      "AppError",
      "MutationRotateApiCredentialsSuccess"
    ],
    "MutationRotateAppSecretResult": [
      "AppError",
      "MutationRotateAppSecretSuccess"
    ],
    "MutationSetAccountEnabledResult": [
      "AppError",
      "MutationSetAccountEnabledSuccess"
    ],
    "MutationSetDetectionRuleEnabledResult": [
      "AppError",
      "MutationSetDetectionRuleEnabledSuccess"
    ],
    "MutationSetUserGroupMembersResult": [
      "AppError",
      "MutationSetUserGroupMembersSuccess"
    ],
    "MutationSetUsersEnabledResult": [
      "AppError",
      "MutationSetUsersEnabledSuccess"
    ],
    "MutationSetUsersLockedResult": [
      "AppError",
      "MutationSetUsersLockedSuccess"
    ],
    "MutationStartMfaEnrolmentResult": [
      "AppError",
      "MutationStartMfaEnrolmentSuccess"
    ],
    "MutationSubmitAssessmentResult": [
      "AppError",
      "MutationSubmitAssessmentSuccess"
    ],
    "MutationSubmitHardeningResult": [
      "AppError",
      "MutationSubmitHardeningSuccess"
    ],
    "MutationUpdateAccountResult": [
      "AppError",
      "MutationUpdateAccountSuccess"
    ],
    "MutationUpdateBlacklistResult": [
      "AppError",
      "MutationUpdateBlacklistSuccess"
    ],
    "MutationUpdateDetectionRuleResult": [
      "AppError",
      "MutationUpdateDetectionRuleSuccess"
    ],
    "MutationUpdateDetectionSdkResult": [
      "AppError",
      "MutationUpdateDetectionSdkSuccess"
    ],
    "MutationUpdateDetectionWhitelistEntryResult": [
      "AppError",
      "MutationUpdateDetectionWhitelistEntrySuccess"
    ],
    "MutationUpdateHardeningPolicyResult": [
      "AppError",
      "MutationUpdateHardeningPolicySuccess"
    ],
    "MutationUpdateMonitoredAppResult": [
      "AppError",
      "MutationUpdateMonitoredAppSuccess"
    ],
    "MutationUpdateProfileResult": [
      "AppError",
      "MutationUpdateProfileSuccess"
    ],
    "MutationUpdateReportTemplateResult": [
      "AppError",
      "MutationUpdateReportTemplateSuccess"
    ],
    "MutationUpdateRiskRuleResult": [
      "AppError",
      "MutationUpdateRiskRuleSuccess"
    ],
    "MutationUpdateRoleResult": [
      "AppError",
      "MutationUpdateRoleSuccess"
    ],
    "MutationUpdateSecuritySettingsResult": [
      "AppError",
      "MutationUpdateSecuritySettingsSuccess"
    ],
    "MutationUpdateSensitiveWordsResult": [
      "AppError",
      "MutationUpdateSensitiveWordsSuccess"
    ],
    "MutationUpdateSignupSettingsResult": [
      "AppError",
      "MutationUpdateSignupSettingsSuccess"
    ],
    "MutationUpdateUserGroupResult": [
      "AppError",
      "MutationUpdateUserGroupSuccess"
    ],
    "MutationUpdateUserResult": [
      "AppError",
      "MutationUpdateUserSuccess"
    ],
    "PagedConnection": [
      "AccountConnection",
      "AssessmentJobConnection",
      "BlacklistConnection",
      "DetectionRuleConnection",
      "DetectionSdkConnection",
      "DetectionWhitelistConnection",
      "HardeningJobConnection",
      "HardeningKeystoreConnection",
      "HardeningPolicyConnection",
      "ManagedUserConnection",
      "MonitorDeviceListConnection",
      "MonitoredAppConnection",
      "MonitoringDeadLetterConnection",
      "MyActivityConnection",
      "OperationLogConnection",
      "OutboxMailConnection",
      "ReportTemplateConnection",
      "RiskRuleConnection",
      "RoleConnection",
      "SecurityEventConnection",
      "SignupConnection",
      "ThreatDeviceConnection",
      "UserGroupConnection"
    ],
    "PasswordRuleSet": [
      "PasswordRules",
      "SecuritySettings"
    ],
    "QueryOperationLogsResult": [
      "AppError",
      "QueryOperationLogsSuccess"
    ]
  }
};
      export default result;
    