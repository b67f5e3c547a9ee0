
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "DeviceFacts": [
      "ThreatDevice",
      "ThreatEvent"
    ],
    "MutationAddMonitorDeviceResult": [
      "AppError",
      "MutationAddMonitorDeviceSuccess"
    ],
    "MutationApproveSignupResult": [
      "AppError",
      "MutationApproveSignupSuccess"
    ],
    "MutationBlacklistDeviceResult": [
      "AppError",
      "MutationBlacklistDeviceSuccess"
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
    "MutationCreateMonitorAppListEntryResult": [
      "AppError",
      "MutationCreateMonitorAppListEntrySuccess"
    ],
    "MutationCreateMonitoredAppResult": [
      "AppError",
      "MutationCreateMonitoredAppSuccess"
    ],
    "MutationCreateMonitoringReportJobResult": [
      "AppError",
      "MutationCreateMonitoringReportJobSuccess"
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
    "MutationCreateSecurityIncidentResult": [
      "AppError",
      "MutationCreateSecurityIncidentSuccess"
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
    "MutationDeleteBlacklistsResult": [
      "AppError",
      "MutationDeleteBlacklistsSuccess"
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
    "MutationDeleteMonitorAppListEntriesResult": [
      "AppError",
      "MutationDeleteMonitorAppListEntriesSuccess"
    ],
    "MutationDeleteMonitorAppListEntryResult": [
      "AppError",
      "MutationDeleteMonitorAppListEntrySuccess"
    ],
    "MutationDeleteMonitoredAppResult": [
      "AppError",
      "MutationDeleteMonitoredAppSuccess"
    ],
    "MutationDeleteMonitoringReportJobResult": [
      "AppError",
      "MutationDeleteMonitoringReportJobSuccess"
    ],
    "MutationDeleteMonitoringReportResult": [
      "AppError",
      "MutationDeleteMonitoringReportSuccess"
    ],
    "MutationDeleteReportTemplatesResult": [
      "AppError",
      "MutationDeleteReportTemplatesSuccess"
    ],
    "MutationDeleteRiskRuleResult": [
      "AppError",
      "MutationDeleteRiskRuleSuccess"
    ],
    "MutationDeleteRiskRulesResult": [
      "AppError",
      "MutationDeleteRiskRulesSuccess"
    ],
    "MutationDeleteRoleResult": [
      "AppError",
      "MutationDeleteRoleSuccess"
    ],
    "MutationDeleteSecurityIncidentResult": [
      "AppError",
      "MutationDeleteSecurityIncidentSuccess"
    ],
    "MutationDeleteSecurityIncidentsResult": [
      "AppError",
      "MutationDeleteSecurityIncidentsSuccess"
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
    "MutationPassSecurityResponseApprovalResult": [
      "AppError",
      "MutationPassSecurityResponseApprovalSuccess"
    ],
    "MutationRejectSecurityResponseApprovalResult": [
      "AppError",
      "MutationRejectSecurityResponseApprovalSuccess"
    ],
    "MutationRejectSignupResult": [
      "AppError",
      "MutationRejectSignupSuccess"
    ],
    "MutationRemoveMonitorDeviceResult": [
      "AppError",
      "MutationRemoveMonitorDeviceSuccess"
    ],
    "MutationRemoveMonitorDevicesResult": [
      "AppError",
      "MutationRemoveMonitorDevicesSuccess"
    ],
    "MutationRequestSecurityResponseAddResult": [
      "AppError",
      "MutationRequestSecurityResponseAddSuccess"
    ],
    "MutationRequestSecurityResponseChangeResult": [
      "AppError",
      "MutationRequestSecurityResponseChangeSuccess"
    ],
    "MutationRequestSecurityResponseDeleteResult": [
      "AppError",
      "MutationRequestSecurityResponseDeleteSuccess"
    ],
    "MutationRequestSecurityResponseStatusResult": [
      "AppError",
      "MutationRequestSecurityResponseStatusSuccess"
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
    "MutationRunMonitoringReportJobResult": [
      "AppError",
      "MutationRunMonitoringReportJobSuccess"
    ],
    "MutationSetAccountEnabledResult": [
      "AppError",
      "MutationSetAccountEnabledSuccess"
    ],
    "MutationSetBlacklistsEnabledResult": [
      "AppError",
      "MutationSetBlacklistsEnabledSuccess"
    ],
    "MutationSetDetectionRuleEnabledResult": [
      "AppError",
      "MutationSetDetectionRuleEnabledSuccess"
    ],
    "MutationSetMonitorAppListEntriesEnabledResult": [
      "AppError",
      "MutationSetMonitorAppListEntriesEnabledSuccess"
    ],
    "MutationSetMonitoringReportJobEnabledResult": [
      "AppError",
      "MutationSetMonitoringReportJobEnabledSuccess"
    ],
    "MutationSetRiskRulesEnabledResult": [
      "AppError",
      "MutationSetRiskRulesEnabledSuccess"
    ],
    "MutationSetSecurityIncidentsEnabledResult": [
      "AppError",
      "MutationSetSecurityIncidentsEnabledSuccess"
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
    "MutationUpdateMonitorAppListEntryResult": [
      "AppError",
      "MutationUpdateMonitorAppListEntrySuccess"
    ],
    "MutationUpdateMonitoredAppResult": [
      "AppError",
      "MutationUpdateMonitoredAppSuccess"
    ],
    "MutationUpdateMonitoringReportJobResult": [
      "AppError",
      "MutationUpdateMonitoringReportJobSuccess"
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
    "MutationUpdateSecurityIncidentResult": [
      "AppError",
      "MutationUpdateSecurityIncidentSuccess"
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
      "MonitorAppListConnection",
      "MonitorDeviceListConnection",
      "MonitoredAppConnection",
      "MonitoringDeadLetterConnection",
      "MonitoringReportConnection",
      "MonitoringReportJobConnection",
      "MyActivityConnection",
      "OperationLogConnection",
      "OutboxMailConnection",
      "ReportTemplateConnection",
      "RiskRuleConnection",
      "RoleConnection",
      "SecurityIncidentConnection",
      "SecurityResponseApprovalConnection",
      "SecurityResponseConnection",
      "SignupConnection",
      "ThreatDeviceConnection",
      "ThreatEventConnection",
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
    