"use client";
// The member's profile: name, headline, company and credentials (the offered ones as checkboxes,
// others typed as a comma-separated list).
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { BoundTextField, CheckboxGroup } from "@/components/forms/bound-fields";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { MemberAccount } from "@/lib/members/members";
import { toast } from "@/lib/toast";
import {
  KNOWN_CREDENTIALS,
  type MemberProfile,
  type MemberProfileFormInput,
} from "@/lib/members/member-schemas";

const known = new Set<string>(KNOWN_CREDENTIALS);

type Props = { member: MemberAccount; onSaved: (member: MemberAccount) => void };

export function ProfileForm({ member, onSaved }: Props) {
  const form = useForm<MemberProfileFormInput, unknown, MemberProfile>({
    resolver: lazyZodResolver(
      async () => (await import("@/lib/members/member-schemas")).memberProfileFormSchema,
    ),
    defaultValues: {
      name: member.name,
      headline: member.headline,
      company: member.company,
      credentials: member.credentials.filter((item) => known.has(item)),
      otherCredentials: member.credentials.filter((item) => !known.has(item)).join(", "),
    },
  });
  const { handleSubmit, formState, reset } = form;

  const submit = handleSubmit(async (profile) => {
    try {
      const result = await apiRequest<ApiSuccess<{ member: MemberAccount }>>("/api/members/me", {
        method: "PUT",
        body: profile,
        fallbackMessage: "Could not save your profile",
      });
      toast.success("Profile saved");
      reset({
        name: result.member.name,
        headline: result.member.headline,
        company: result.member.company,
        credentials: result.member.credentials.filter((item) => known.has(item)),
        otherCredentials: result.member.credentials.filter((item) => !known.has(item)).join(", "),
      });
      onSaved(result.member);
    } catch (error) {
      toast.error(errorMessage(error, "Could not save your profile"));
    }
  });

  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
        Profile
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <BoundTextField form={form} name="name" id="member-name" label="Name" autoComplete="name" />
        <BoundTextField
          form={form}
          name="headline"
          id="member-headline"
          label="Headline"
          hint="For example: HR Business Partner"
        />
        <BoundTextField
          form={form}
          name="company"
          id="member-company"
          label="Company"
          autoComplete="organization"
        />
        <CheckboxGroup
          form={form}
          name="credentials"
          legend="Credentials"
          options={KNOWN_CREDENTIALS}
          className="space-y-2"
          gridClassName="grid gap-2 sm:grid-cols-2"
        />
        <BoundTextField
          form={form}
          name="otherCredentials"
          id="member-other-credentials"
          label="Other credentials"
          hint="Separated by commas, 40 characters each at most"
        />
        <SubmitButton busy={formState.isSubmitting} busyLabel="Saving...">
          Save profile
        </SubmitButton>
      </form>
    </section>
  );
}
