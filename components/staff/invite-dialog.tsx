"use client";
// Invite a colleague: name, e-mail and role; the server creates the account and mails the link.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FieldError, INPUT_CLASS, TextField } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";
import { inviteUserSchema } from "@/lib/staff/auth-schemas";
import { ROLE_LABELS } from "./team-roles";

type FormInput = z.input<typeof inviteUserSchema>;
type FormOutput = z.output<typeof inviteUserSchema>;

export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Invite a colleague">
      {open && <InviteForm onClose={onClose} onInvited={onInvited} />}
    </Dialog>
  );
}

function InviteForm({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { name: "", email: "", role: "profile" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await apiRequest("/api/admin/users", {
        method: "POST",
        body: values,
        fallbackMessage: "Failed to send the invitation",
      });
      toast.success(result.message ?? "Invitation sent");
      onInvited();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, "Failed to send the invitation"));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField id="invite-name" label="Name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        id="invite-email"
        label="Email"
        type="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div>
        <label htmlFor="invite-role" className="mb-1 block text-sm font-medium text-slate-700">
          Role
        </label>
        <select id="invite-role" className={INPUT_CLASS} {...form.register("role")}>
          {Object.entries(ROLE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id="invite-role-error" message={errors.role?.message} />
      </div>
      <DialogActions
        onCancel={onClose}
        disabled={isSubmitting}
        submitLabel={isSubmitting ? "Sending..." : "Send invitation"}
      />
    </form>
  );
}
