// Every mail the site sends, by name. Later features add theirs here (moderation decisions, staff
// invitations, password resets): a data type and a function returning MailContent.
import type { MailContent, MailSite } from "../layout";
import { confirmationMail, type ConfirmationData } from "./confirmation";
import { digestMail, type DigestData } from "./digest";
import {
  moderationApprovedMail,
  moderationRejectedMail,
  type ModerationApprovedData,
  type ModerationRejectedData,
} from "./moderation";
import { invitationMail, type InvitationData } from "./invitation";
import { passwordResetMail, type PasswordResetData } from "./password-reset";
import { newsletterMail, type NewsletterData } from "./newsletter";
import {
  jobAlertConfirmationMail,
  jobAlertMail,
  type JobAlertConfirmationData,
  type JobAlertData,
} from "./job-alert";
import { memberSignInMail, type MemberSignInData } from "./member-sign-in";
import {
  commentReplyMail,
  replyOptInConfirmationMail,
  type CommentReplyData,
  type ReplyOptInConfirmationData,
} from "./comment-reply";
import { commentDigestMail, type CommentDigestData } from "./comment-digest";
import { eventMail, type EventMailData } from "./event-mail";
import {
  eventRegistrationConfirmMail,
  eventRegistrationMail,
  type EventRegistrationConfirmData,
  type EventRegistrationData,
} from "./event-registration";
import { cpdReminderMail, type CpdReminderData } from "./cpd-reminder";
import { jobFilledMail, jobReminderMail, type JobFilledData, type JobReminderData } from "./job-poster";
import {
  applicationConfirmMail,
  applicationDecisionMail,
  applicationDigestMail,
  applicationReceiptMail,
  type ApplicationConfirmData,
  type ApplicationDecisionData,
  type ApplicationDigestData,
  type ApplicationReceiptData,
} from "./application";

export type TemplateData = {
  confirmation: ConfirmationData;
  digest: DigestData;
  newsletter: NewsletterData;
  moderationApproved: ModerationApprovedData;
  moderationRejected: ModerationRejectedData;
  jobAlertConfirmation: JobAlertConfirmationData;
  jobAlert: JobAlertData;
  jobReminder: JobReminderData;
  jobFilled: JobFilledData;
  invitation: InvitationData;
  passwordReset: PasswordResetData;
  memberSignIn: MemberSignInData;
  replyOptInConfirmation: ReplyOptInConfirmationData;
  commentReply: CommentReplyData;
  commentDigest: CommentDigestData;
  eventMail: EventMailData;
  eventRegistration: EventRegistrationData;
  eventRegistrationConfirm: EventRegistrationConfirmData;
  cpdReminder: CpdReminderData;
  applicationConfirm: ApplicationConfirmData;
  applicationReceipt: ApplicationReceiptData;
  applicationDecision: ApplicationDecisionData;
  applicationDigest: ApplicationDigestData;
};

export type TemplateName = keyof TemplateData;

type Templates = { [K in TemplateName]: (site: MailSite, data: TemplateData[K]) => MailContent };

export const TEMPLATES: Templates = {
  confirmation: confirmationMail,
  digest: digestMail,
  newsletter: newsletterMail,
  moderationApproved: moderationApprovedMail,
  moderationRejected: moderationRejectedMail,
  jobAlertConfirmation: jobAlertConfirmationMail,
  jobAlert: jobAlertMail,
  jobReminder: jobReminderMail,
  jobFilled: jobFilledMail,
  invitation: invitationMail,
  passwordReset: passwordResetMail,
  memberSignIn: memberSignInMail,
  replyOptInConfirmation: replyOptInConfirmationMail,
  commentReply: commentReplyMail,
  commentDigest: commentDigestMail,
  eventMail,
  eventRegistration: eventRegistrationMail,
  eventRegistrationConfirm: eventRegistrationConfirmMail,
  cpdReminder: cpdReminderMail,
  applicationConfirm: applicationConfirmMail,
  applicationReceipt: applicationReceiptMail,
  applicationDecision: applicationDecisionMail,
  applicationDigest: applicationDigestMail,
};

/** Mails to the whole list: they carry List-Unsubscribe headers and the footer link. */
export const LIST_TEMPLATES: ReadonlySet<TemplateName> = new Set(["digest", "newsletter", "jobAlert"]);

export type { MailPost } from "./post-list";
export type { MailEvent } from "./event-list";
