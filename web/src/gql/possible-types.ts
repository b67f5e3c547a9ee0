
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
    "MutationAssignReportTemplateResult": [
      "AppError",
      "MutationAssignReportTemplateSuccess"
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
    "MutationCleanDiskNowResult": [
      "AppError",
      "MutationCleanDiskNowSuccess"
    ],
    "MutationCompleteMfaLoginResult": [
      "AppError",
      "MutationCompleteMfaLoginSuccess"
    ],
    "MutationConfirmMfaEnrolmentResult": [
      "AppError",
      "MutationConfirmMfaEnrolmentSuccess"
    ],
    "MutationCreateAccessHostResult": [
      "AppError",
      "MutationCreateAccessHostSuccess"
    ],
    "MutationCreateAccessIpResult": [
      "AppError",
      "MutationCreateAccessIpSuccess"
    ],
    "MutationCreateAccountResult": [
      "AppError",
      "MutationCreateAccountSuccess"
    ],
    "MutationCreateAccountSubscriptionResult": [
      "AppError",
      "MutationCreateAccountSubscriptionSuccess"
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
    "MutationCreateIntegrationWebhookResult": [
      "AppError",
      "MutationCreateIntegrationWebhookSuccess"
    ],
    "MutationCreateJobWebhookResult": [
      "AppError",
      "MutationCreateJobWebhookSuccess"
    ],
    "MutationCreateMonitorAppListEntryResult": [
      "AppError",
      "MutationCreateMonitorAppListEntrySuccess"
    ],
    "MutationCreateMonitorBlockageStrategyResult": [
      "AppError",
      "MutationCreateMonitorBlockageStrategySuccess"
    ],
    "MutationCreateMonitoredAppGroupResult": [
      "AppError",
      "MutationCreateMonitoredAppGroupSuccess"
    ],
    "MutationCreateMonitoredAppResult": [
      "AppError",
      "MutationCreateMonitoredAppSuccess"
    ],
    "MutationCreateMonitoringReportJobResult": [
      "AppError",
      "MutationCreateMonitoringReportJobSuccess"
    ],
    "MutationCreateMonitoringSdkFileResult": [
      "AppError",
      "MutationCreateMonitoringSdkFileSuccess"
    ],
    "MutationCreateNoticeResult": [
      "AppError",
      "MutationCreateNoticeSuccess"
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
    "MutationDeleteAccessHostResult": [
      "AppError",
      "MutationDeleteAccessHostSuccess"
    ],
    "MutationDeleteAccessIpResult": [
      "AppError",
      "MutationDeleteAccessIpSuccess"
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
    "MutationDeleteIntegrationWebhookResult": [
      "AppError",
      "MutationDeleteIntegrationWebhookSuccess"
    ],
    "MutationDeleteJobWebhookResult": [
      "AppError",
      "MutationDeleteJobWebhookSuccess"
    ],
    "MutationDeleteMonitorAppListEntriesResult": [
      "AppError",
      "MutationDeleteMonitorAppListEntriesSuccess"
    ],
    "MutationDeleteMonitorAppListEntryResult": [
      "AppError",
      "MutationDeleteMonitorAppListEntrySuccess"
    ],
    "MutationDeleteMonitorBlockageStrategyResult": [
      "AppError",
      "MutationDeleteMonitorBlockageStrategySuccess"
    ],
    "MutationDeleteMonitoredAppGroupResult": [
      "AppError",
      "MutationDeleteMonitoredAppGroupSuccess"
    ],
    "MutationDeleteMonitoredAppGroupsResult": [
      "AppError",
      "MutationDeleteMonitoredAppGroupsSuccess"
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
    "MutationDeleteMonitoringSdkFilesResult": [
      "AppError",
      "MutationDeleteMonitoringSdkFilesSuccess"
    ],
    "MutationDeleteNoticeResult": [
      "AppError",
      "MutationDeleteNoticeSuccess"
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
    "MutationEndAccountSubscriptionResult": [
      "AppError",
      "MutationEndAccountSubscriptionSuccess"
    ],
    "MutationInstallLicenceResult": [
      "AppError",
      "MutationInstallLicenceSuccess"
    ],
    "MutationLoginResult": [
      "AppError",
      "MutationLoginSuccess"
    ],
    "MutationMarkAllNoticesReadResult": [
      "AppError",
      "MutationMarkAllNoticesReadSuccess"
    ],
    "MutationMarkNoticeReadResult": [
      "AppError",
      "MutationMarkNoticeReadSuccess"
    ],
    "MutationPassSecurityResponseApprovalResult": [
      "AppError",
      "MutationPassSecurityResponseApprovalSuccess"
    ],
    "MutationPublishNoticeResult": [
      "AppError",
      "MutationPublishNoticeSuccess"
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
    "MutationRotateIntegrationWebhookSecretResult": [
      "AppError",
      "MutationRotateIntegrationWebhookSecretSuccess"
    ],
    "MutationRotateJobWebhookSecretResult": [
      "AppError",
      "MutationRotateJobWebhookSecretSuccess"
    ],
    "MutationRunMonitoringReportJobResult": [
      "AppError",
      "MutationRunMonitoringReportJobSuccess"
    ],
    "MutationRunSystemTestResult": [
      "AppError",
      "MutationRunSystemTestSuccess"
    ],
    "MutationSaveSyslogExportResult": [
      "AppError",
      "MutationSaveSyslogExportSuccess"
    ],
    "MutationSetAccessHostEnabledResult": [
      "AppError",
      "MutationSetAccessHostEnabledSuccess"
    ],
    "MutationSetAccessIpEnabledResult": [
      "AppError",
      "MutationSetAccessIpEnabledSuccess"
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
    "MutationSetMonitorDataAcquisitionResult": [
      "AppError",
      "MutationSetMonitorDataAcquisitionSuccess"
    ],
    "MutationSetMonitorMapDefaultsResult": [
      "AppError",
      "MutationSetMonitorMapDefaultsSuccess"
    ],
    "MutationSetMonitoredAppGroupMembersResult": [
      "AppError",
      "MutationSetMonitoredAppGroupMembersSuccess"
    ],
    "MutationSetMonitoringReportJobEnabledResult": [
      "AppError",
      "MutationSetMonitoringReportJobEnabledSuccess"
    ],
    "MutationSetMonitoringSdkFilesEnabledResult": [
      "AppError",
      "MutationSetMonitoringSdkFilesEnabledSuccess"
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
    "MutationTestIntegrationWebhookResult": [
      "AppError",
      "MutationTestIntegrationWebhookSuccess"
    ],
    "MutationTestJobWebhookResult": [
      "AppError",
      "MutationTestJobWebhookSuccess"
    ],
    "MutationUpdateAccessHostResult": [
      "AppError",
      "MutationUpdateAccessHostSuccess"
    ],
    "MutationUpdateAccessIpResult": [
      "AppError",
      "MutationUpdateAccessIpSuccess"
    ],
    "MutationUpdateAccountResult": [
      "AppError",
      "MutationUpdateAccountSuccess"
    ],
    "MutationUpdateAccountSubscriptionResult": [
      "AppError",
      "MutationUpdateAccountSubscriptionSuccess"
    ],
    "MutationUpdateAppearanceResult": [
      "AppError",
      "MutationUpdateAppearanceSuccess"
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
    "MutationUpdateDiskSettingsResult": [
      "AppError",
      "MutationUpdateDiskSettingsSuccess"
    ],
    "MutationUpdateHardeningPolicyResult": [
      "AppError",
      "MutationUpdateHardeningPolicySuccess"
    ],
    "MutationUpdateIntegrationWebhookResult": [
      "AppError",
      "MutationUpdateIntegrationWebhookSuccess"
    ],
    "MutationUpdateJobWebhookResult": [
      "AppError",
      "MutationUpdateJobWebhookSuccess"
    ],
    "MutationUpdateMonitorAppListEntryResult": [
      "AppError",
      "MutationUpdateMonitorAppListEntrySuccess"
    ],
    "MutationUpdateMonitorBlockageStrategyResult": [
      "AppError",
      "MutationUpdateMonitorBlockageStrategySuccess"
    ],
    "MutationUpdateMonitoredAppGroupResult": [
      "AppError",
      "MutationUpdateMonitoredAppGroupSuccess"
    ],
    "MutationUpdateMonitoredAppResult": [
      "AppError",
      "MutationUpdateMonitoredAppSuccess"
    ],
    "MutationUpdateMonitoringReportJobResult": [
      "AppError",
      "MutationUpdateMonitoringReportJobSuccess"
    ],
    "MutationUpdateNoticeResult": [
      "AppError",
      "MutationUpdateNoticeSuccess"
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
      "AccessHostConnection",
      "AccessIpConnection",
      "AccountConnection",
      "AccountSubscriptionConnection",
      "AssessmentJobConnection",
      "BlacklistConnection",
      "DetectionRuleConnection",
      "DetectionSdkConnection",
      "DetectionWhitelistConnection",
      "DiskCleanRunConnection",
      "HardeningJobConnection",
      "HardeningKeystoreConnection",
      "HardeningPolicyConnection",
      "InboxNoticeConnection",
      "IntegrationDeliveryConnection",
      "IntegrationWebhookConnection",
      "JobWebhookConnection",
      "JobWebhookDeliveryConnection",
      "ManagedUserConnection",
      "MonitorAppListConnection",
      "MonitorBlockageStrategyConnection",
      "MonitorDeviceListConnection",
      "MonitorSdkDownloadConnection",
      "MonitorSdkFileConnection",
      "MonitoredAppConnection",
      "MonitoredAppGroupConnection",
      "MonitoringDeadLetterConnection",
      "MonitoringReportConnection",
      "MonitoringReportJobConnection",
      "MyActivityConnection",
      "NoticeConnection",
      "OperationLogConnection",
      "OutboxMailConnection",
      "ReportTemplateConnection",
      "RiskRuleConnection",
      "RoleConnection",
      "SecurityIncidentConnection",
      "SecurityResponseApprovalConnection",
      "SecurityResponseConnection",
      "SignupConnection",
      "SystemUsageReportConnection",
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
    