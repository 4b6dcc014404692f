"use client";
// The team (admins only): every staff account with role, last sign-in and state; invite a
// colleague, change a role, deactivate or reactivate. The server refuses to leave no active admin.
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { INPUT_CLASS } from "@/components/ui/field";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { Role } from "@/lib/constants";
import type { StaffMember } from "@/lib/staff/team";
import { formatSiteDateTime } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { InviteDialog } from "./invite-dialog";
import { ROLE_LABELS } from "./team-roles";
import { useApiData, useFailureReporter, useRevalidateLists } from "../back-office/use-api-data";

export const DEACTIVATE_CONFIRMATION =
  "Deactivate this account? Its owner is signed out at once and cannot sign in until reactivated.";

export function TeamManager() {
  const [inviting, setInviting] = useState(false);
  const revalidate = useRevalidateLists();
  const { data, loading, error, reload } = useApiData<ApiSuccess<{ users: StaffMember[] }>>(
    "/api/admin/users",
    "Failed to load the team",
  );
  const columns: Column<StaffMember>[] = [
    { header: "Name", cell: (user) => <span className="font-medium text-slate-900">{user.name}</span> },
    { header: "Email", hideBelow: "sm", cell: (user) => user.email },
    { header: "Role", cell: (user) => <RoleSelect user={user} /> },
    {
      header: "Last sign-in",
      hideBelow: "md",
      cell: (user) => (user.lastSignInAt ? formatSiteDateTime(user.lastSignInAt) : "Never"),
    },
    {
      header: "State",
      hideBelow: "md",
      cell: (user) => (
        <Badge tone={user.active ? "success" : "neutral"}>{user.active ? "Active" : "Deactivated"}</Badge>
      ),
    },
    { header: "Actions", cell: (user) => <ActiveToggle user={user} /> },
  ];

  return (
    <PageSection
      id="team"
      title="Team"
      actions={<Button onClick={() => setInviting(true)}>Invite a colleague</Button>}
    >
      <Table
        caption="Staff accounts"
        columns={columns}
        rows={data?.users}
        rowKey={(user) => user._id}
        loading={loading}
        error={error}
        onRetry={reload}
        emptyMessage="No staff accounts yet."
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={() => void revalidate()} />
    </PageSection>
  );
}

function useUpdateUser() {
  const reportFailure = useFailureReporter();
  const revalidate = useRevalidateLists();
  return async (user: StaffMember, change: { role?: Role; active?: boolean }) => {
    try {
      const result = await apiRequest(`/api/admin/users/${user._id}`, {
        method: "PUT",
        body: change,
        fallbackMessage: "Failed to update the account",
      });
      toast.success(result.message ?? "Team member updated");
    } catch (error) {
      reportFailure(error, "Failed to update the account");
    }
    await revalidate();
  };
}

function RoleSelect({ user }: { user: StaffMember }) {
  const update = useUpdateUser();
  const [busy, setBusy] = useState(false);
  return (
    <select
      aria-label={`Role of ${user.name}`}
      className={INPUT_CLASS}
      value={user.role}
      disabled={busy}
      onChange={async (event) => {
        setBusy(true);
        await update(user, { role: event.target.value as Role });
        setBusy(false);
      }}
    >
      {Object.entries(ROLE_LABELS).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}

function ActiveToggle({ user }: { user: StaffMember }) {
  const update = useUpdateUser();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (user.active && !(await confirm(DEACTIVATE_CONFIRMATION, "Deactivate"))) return;
    setBusy(true);
    await update(user, { active: !user.active });
    setBusy(false);
  };
  return (
    <>
      <Button
        variant={user.active ? "danger" : "secondary"}
        size="sm"
        disabled={busy}
        onClick={() => void toggle()}
        aria-label={`${user.active ? "Deactivate" : "Reactivate"} ${user.name}`}
      >
        {user.active ? "Deactivate" : "Reactivate"}
      </Button>
      {dialog}
    </>
  );
}
