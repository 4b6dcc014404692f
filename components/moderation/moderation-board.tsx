"use client";
// The back-office moderation list shared by events and jobs: Approved / Not Approved tabs
// (default Not Approved), Approve only on pending items, Edit in the update dialog, Delete after
// confirmation, server-side pages.
import { useState, type ReactNode } from "react";
import { APPROVAL_TABS, type ApprovalTab } from "@/components/back-office/approval-tabs";
import { useApiData, useStaffAction } from "@/components/back-office/use-api-data";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { Pagination as PageInfo } from "@/lib/db-paginate";
import { PageSection } from "@/components/ui/page-section";

type Moderatable = { _id: string; isApproved: boolean };

export type ModerationBoardProps<T extends Moderatable> = {
  /** The list's API segment and response key ("events" → GET /api/{role}/events → `events`). */
  collection: "events" | "jobs";
  /** Its singular, for the action paths (approve-event, delete-event) and messages. */
  singular: "event" | "job";
  title: string;
  emptyText: string;
  deleteConfirmation: string;
  nameOf: (item: T) => string;
  renderCard: (item: T, slots: { status: ReactNode; actions: ReactNode }) => ReactNode;
  /** More status lines and buttons for an approved item (a job's lifecycle). */
  renderApprovedExtras?: (item: T, role: string | null) => { status: ReactNode; actions: ReactNode };
  renderDialog: (props: {
    open: boolean;
    item: T | undefined;
    onClose: () => void;
    onSaved: () => void;
  }) => ReactNode;
};

export function ModerationBoard<T extends Moderatable>(props: ModerationBoardProps<T>) {
  const { collection, title, emptyText } = props;
  const role = useStaffRole();
  const [tab, setTab] = useState<ApprovalTab>("pending");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | null>(null);
  const { data, loading, reload } = useApiData<
    ApiSuccess<{ pagination: PageInfo } & Record<string, unknown>>
  >(role ? `/api/${role}/${collection}?status=${tab}&page=${page}` : null, `Failed to fetch ${collection}`);
  const items = (data?.[collection] as T[] | undefined) ?? [];

  return (
    <PageSection id={collection} title={title}>
      <Tabs
        tabs={APPROVAL_TABS}
        idPrefix={collection}
        label={`${title.replace(/s$/, "")} status`}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(1);
        }}
      />
      <div id={`${collection}-panel`} role="tabpanel" aria-labelledby={`${collection}-tab-${tab}`}>
        {loading ? (
          <Spinner label={`Loading ${collection}`} />
        ) : !data || items.length === 0 ? (
          <p className="text-slate-700">{emptyText}</p>
        ) : (
          <div className="space-y-6">
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label={title}>
              {items.map((item) => (
                <li key={item._id}>
                  <ModeratedItem {...props} item={item} role={role} onEdit={() => setEditing(item)} />
                </li>
              ))}
            </ul>
            {data.pagination.totalPages > 1 ? (
              <Pagination
                page={page}
                totalPages={data.pagination.totalPages}
                onPageChange={setPage}
                className=""
              />
            ) : null}
          </div>
        )}
      </div>
      {props.renderDialog({
        open: editing !== null,
        item: editing ?? undefined,
        onClose: () => setEditing(null),
        onSaved: reload,
      })}
    </PageSection>
  );
}

type ModeratedItemProps<T extends Moderatable> = ModerationBoardProps<T> & {
  item: T;
  role: string | null;
  onEdit: () => void;
};

function ModeratedItem<T extends Moderatable>({ item, role, onEdit, ...board }: ModeratedItemProps<T>) {
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const name = board.nameOf(item);
  const act = async (action: "approve" | "delete") => {
    setBusy(true);
    const done = await runAction(
      `/api/${role}/${action}-${board.singular}/${item._id}`,
      `Failed to ${action} the ${board.singular}`,
    );
    setBusy(false);
    return done;
  };
  const remove = async () => {
    if (await confirm(board.deleteConfirmation)) await act("delete");
  };

  const extras = item.isApproved ? board.renderApprovedExtras?.(item, role) : undefined;
  const status = (
    <>
      <p className="mt-2">
        <Badge tone={item.isApproved ? "success" : "warning"}>
          {item.isApproved ? "Approved" : "Not Approved"}
        </Badge>
      </p>
      {extras?.status}
    </>
  );
  const actions = (
    <>
      {!item.isApproved ? (
        <Button
          variant="approve"
          size="sm"
          disabled={busy}
          onClick={() => void act("approve")}
          aria-label={`Approve ${name}`}
        >
          Approve
        </Button>
      ) : null}
      {extras?.actions}
      <Button variant="secondary" size="sm" disabled={busy} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button variant="danger" size="sm" disabled={busy} onClick={remove} aria-label={`Delete ${name}`}>
        Delete
      </Button>
      {dialog}
    </>
  );
  return <>{board.renderCard(item, { status, actions })}</>;
}
