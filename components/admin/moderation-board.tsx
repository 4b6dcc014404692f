"use client";
// The back-office moderation list shared by events and jobs: Approved / Not Approved tabs
// (default Not Approved), Approve only on pending items, Edit in the update dialog, Delete after
// confirmation, server-side pages.
import { useState, type ReactNode } from "react";
import { PaginationControls } from "@/components/admin/pagination-controls";
import { Spinner } from "@/components/admin/spinner";
import { useApiData, useStaffAction } from "@/components/admin/use-api-data";
import { ACTION_BUTTON, ApprovalTabs, type ApprovalTab } from "@/components/ui/approval-tabs";
import { useStaffRole } from "@/components/ui/use-staff-role";
import type { Pagination } from "@/lib/data/paginate";

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
  renderDialog: (props: { open: boolean; item: T | undefined; onClose: () => void; onSaved: () => void }) => ReactNode;
};

export function ModerationBoard<T extends Moderatable>(props: ModerationBoardProps<T>) {
  const { collection, title, emptyText } = props;
  const role = useStaffRole();
  const [tab, setTab] = useState<ApprovalTab>("pending");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | null>(null);
  const { data, loading, reload } = useApiData<{ success: boolean; pagination: Pagination } & Record<string, unknown>>(
    role ? `/api/${role}/${collection}?status=${tab}&page=${page}` : null,
    `Failed to fetch ${collection}`,
  );
  const items = (data?.[collection] as T[] | undefined) ?? [];

  return (
    <section aria-labelledby={`${collection}-heading`} className="space-y-4">
      <h1 id={`${collection}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <ApprovalTabs
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
                  <ModeratedItem {...props} item={item} role={role} onEdit={() => setEditing(item)} onChanged={reload} />
                </li>
              ))}
            </ul>
            {data.pagination.totalPages > 1 ? (
              <PaginationControls page={page} totalPages={data.pagination.totalPages} onPage={setPage} />
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
    </section>
  );
}

type ModeratedItemProps<T extends Moderatable> = ModerationBoardProps<T> & {
  item: T;
  role: string | null;
  onEdit: () => void;
  onChanged: () => void;
};

function ModeratedItem<T extends Moderatable>({ item, role, onEdit, onChanged, ...board }: ModeratedItemProps<T>) {
  const runAction = useStaffAction();
  const [busy, setBusy] = useState(false);
  const name = board.nameOf(item);
  const act = async (action: "approve" | "delete") => {
    setBusy(true);
    const done = await runAction(
      `/api/${role}/${action}-${board.singular}/${item._id}`,
      `Failed to ${action} the ${board.singular}`,
    );
    setBusy(false);
    if (done) onChanged();
  };
  const remove = () => {
    if (window.confirm(board.deleteConfirmation)) void act("delete");
  };

  const status = (
    <p className={`mt-2 text-sm font-medium ${item.isApproved ? "text-green-700" : "text-orange-700"}`}>
      {item.isApproved ? "Approved" : "Not Approved"}
    </p>
  );
  const actions = (
    <>
      {!item.isApproved ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void act("approve")}
          aria-label={`Approve ${name}`}
          className={ACTION_BUTTON.approve}
        >
          Approve
        </button>
      ) : null}
      <button type="button" disabled={busy} onClick={onEdit} aria-label={`Edit ${name}`} className={ACTION_BUTTON.edit}>
        Edit
      </button>
      <button type="button" disabled={busy} onClick={remove} aria-label={`Delete ${name}`} className={ACTION_BUTTON.remove}>
        Delete
      </button>
    </>
  );
  return <>{board.renderCard(item, { status, actions })}</>;
}
