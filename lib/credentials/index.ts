// Attendance certificates (issue 44): Open Badges 3.0 credentials signed by the site.
export {
  CREDENTIAL_NOT_FOUND,
  STATUS_LIST_PATH,
  credentialUrl,
  credentialUrlsByEvent,
  issueAttendanceCredential,
  listMemberCredentials,
  memberCredential,
  memberCredentialFiles,
  revokeCredential,
  statusListCredential,
  verifyCredential,
  verifyStoredCredential,
  withdrawMemberCredentials,
  type CredentialSummary,
  type Verification,
} from "./credentials";
export { didDocument, didForSite, siteDid } from "./did";
