"use client";
// The moderation inbox (/profile/inbox): comments, events and jobs newest first, filtered by state
// and type, paged without a cap; select items (or the whole page) and approve, reject with a
// reason, mark as spam or delete them in one call with one confirmation. Works from the keyboard
// (j/k move, x select, a approve, r reject); moves and outcomes are announced in a live region.
import { useCallback, useMemo, useRef, useState } from "react";
import { useApiData, useStaffAction } from "@/components/back-office/use-api-data";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { INPUT_CLASS } from "@/components/ui/field";
import { PageSection } from "@/components/ui/page-section";
import { Pagination } from "@/components/ui/pagination";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { ModerationState, ModerationType } from "@/lib/constants";
import type { InboxCounts, InboxItem } from "@/lib/moderation/moderation-inbox";
import type { Pagination as PageInfo } from "@/lib/db-paginate";
import type { SavedReplyItem } from "@/lib/moderation/saved-replies";
import { describeItem, InboxItemRow, type ItemAction } from "./inbox-item";
import { RejectDialog } from "./reject-dialog";
import { SpamDialog, type SpamChoice } from "./spam-dialog";
import { useInboxKeys } from "./use-inbox-keys";

type Listing = ApiSuccess<{ items: InboxItem[]; counts: InboxCounts; pagination: PageInfo }>;
type Target = { type: ModerationType; id: string };

const TYPE_OPTIONS: ReadonlyArray<{ value: "" | ModerationType; label: string }> = [
  { value: "", label: "All types" },
  { value: "comment", label: "Comments" },
  { value: "event", label: "Events" },
  { value: "job", label: "Jobs" },
];

type InboxTab = ModerationState | "flagged";

const keyOf = (item: Target) => `${item.type}:${item.id}`;
const plural = (count: number) => `${count} item${count === 1 ? "" : "s"}`;

export function ModerationInbox() {
  const role = useStaffRole();
  const [state, setState] = useState<InboxTab>("pending");
  const [type, setType] = useState<"" | ModerationType>("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<Target[] | null>(null);
  const [spamming, setSpamming] = useState<Target[] | null>(null);
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm("Please confirm");

  const filter = state === "flagged" ? "flagged=true" : `state=${state}&type=${type}`;
  const path = role ? `/api/${role}/moderation?${filter}&page=${page}` : null;
  const { data, loading, error, reload } = useApiData<Listing>(path, "Failed to load the inbox", {
    keepPreviousData: true,
  });
  const { data: replyData } = useApiData<ApiSuccess<{ replies: SavedReplyItem[] }>>(
    role ? `/api/${role}/moderation/replies` : null,
    "Failed to load the saved replies",
  );
  const items = useMemo(() => data?.items ?? [], [data]);
  const counts = data?.counts;

  // Selections and the focus are kept as keys/indexes and read against the current page, so a new
  // page, filter or answer never acts on an item that is no longer shown.
  const current = Math.min(focus, items.length - 1);

  const tabs: ReadonlyArray<TabItem<InboxTab>> = [
    { value: "pending", label: `Pending${counts ? ` (${counts.pending})` : ""}` },
    { value: "approved", label: `Approved${counts ? ` (${counts.approved})` : ""}` },
    { value: "rejected", label: `Rejected${counts ? ` (${counts.rejected})` : ""}` },
    // Issue 32: comments the community flagged, still to decide on (keep or reject).
    { value: "flagged", label: "Flagged" },
  ];

  const focusRow = useCallback((index: number) => {
    setFocus(index);
    rows.current[index]?.focus();
  }, []);

  const announceItem = (index: number, selection: ReadonlySet<string> = selected) => {
    const item = items[index];
    if (!item) return;
    const isSelected = selection.has(keyOf(item));
    setAnnouncement(
      `Item ${index + 1} of ${items.length}. ${describeItem(item)}${isSelected ? ". Selected" : ""}`,
    );
  };

  const toggle = (item: InboxItem) => {
    const next = new Set(selected);
    const key = keyOf(item);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
    setAnnouncement(
      `${next.has(key) ? "Selected" : "Unselected"}: ${describeItem(item)}. ${plural(next.size)} selected`,
    );
  };

  const allSelected = items.length > 0 && items.every((item) => selected.has(keyOf(item)));
  const toggleAll = () => {
    const next = allSelected ? new Set<string>() : new Set(items.map(keyOf));
    setSelected(next);
    setAnnouncement(`${plural(next.size)} selected`);
  };

  /** The selection, or the focused item when nothing is selected. */
  const targets = (): Target[] => {
    const chosen = items.filter((item) => selected.has(keyOf(item)));
    if (chosen.length > 0) return chosen.map(({ type, id }) => ({ type, id }));
    const focused = items[current];
    return focused ? [{ type: focused.type, id: focused.id }] : [];
  };

  const send = async (action: ItemAction, chosen: Target[], extra: Record<string, unknown> = {}) => {
    if (!role || chosen.length === 0) return;
    setBusy(true);
    const done = await runAction(`/api/${role}/moderation`, `Failed to ${action} the items`, {
      action,
      items: chosen,
      ...extra,
    });
    setBusy(false);
    if (done) {
      setSelected(new Set());
      const verb = { approve: "Approved", reject: "Rejected", spam: "Marked as spam", delete: "Deleted" }[
        action
      ];
      setAnnouncement(`${verb}: ${plural(chosen.length)}`);
      // Back on the list where the moderator was.
      setTimeout(() => focusRow(Math.max(0, Math.min(current, items.length - 1 - chosen.length))), 0);
    }
  };

  const start = async (action: ItemAction, chosen: Target[] = targets()) => {
    if (chosen.length === 0) {
      setAnnouncement("Nothing selected");
      return;
    }
    if (action === "reject") return setRejecting(chosen);
    if (action === "spam") return setSpamming(chosen);
    const question =
      action === "approve"
        ? `Approve ${plural(chosen.length)}?`
        : `Delete ${plural(chosen.length)}? This cannot be undone.`;
    const label = action === "approve" ? `Approve ${plural(chosen.length)}` : "Delete";
    if (await confirm(question, label, action === "approve")) await send(action, chosen);
  };

  useInboxKeys(
    {
      move: (delta) => {
        if (items.length === 0) return;
        const next = Math.max(0, Math.min(items.length - 1, current < 0 ? 0 : current + delta));
        focusRow(next);
        announceItem(next);
      },
      toggle: () => {
        const item = items[current];
        if (item) toggle(item);
      },
      approve: () => void start("approve"),
      reject: () => void start("reject"),
    },
    !loading && items.length > 0,
  );

  const spamEmails = [
    ...new Set(
      (spamming ?? [])
        .map((target) => items.find((item) => keyOf(item) === keyOf(target))?.submitter.email)
        .filter((email): email is string => Boolean(email)),
    ),
  ];
  const selectedCount = items.filter((item) => selected.has(keyOf(item))).length;

  return (
    <PageSection id="inbox" title="Moderation inbox">
      <p id="inbox-help" className="text-sm text-slate-700">
        Keyboard: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>x</kbd> select, <kbd>a</kbd> approve, <kbd>r</kbd>{" "}
        reject (the selection, or the current item).
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Tabs
          tabs={tabs}
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
          label="State"
          idPrefix="inbox"
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Type
          <select
            className={`${INPUT_CLASS} w-auto`}
            value={type}
            onChange={(event) => {
              setType(event.target.value as "" | ModerationType);
              setPage(1);
            }}
          >
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div
        className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-3 shadow-sm"
        role="group"
        aria-label="Bulk actions"
      >
        <label className="mr-2 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={allSelected} onChange={toggleAll} disabled={items.length === 0} />
          Select all on this page
        </label>
        <span className="mr-2 text-sm text-slate-700">{plural(selectedCount)} selected</span>
        {(["approve", "reject", "spam", "delete"] as const).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === "approve" ? "approve" : action === "delete" ? "danger" : "secondary"}
            disabled={busy || selectedCount === 0}
            onClick={() =>
              void start(
                action,
                items.filter((item) => selected.has(keyOf(item))),
              )
            }
          >
            {{ approve: "Approve", reject: "Reject", spam: "Spam", delete: "Delete" }[action]} selected
          </Button>
        ))}
      </div>
      <div id="inbox-panel" role="tabpanel" aria-labelledby={`inbox-tab-${state}`}>
        {error && !loading ? (
          <LoadError message={error} onRetry={reload} />
        ) : loading && !data ? (
          <Spinner label="Loading the inbox" />
        ) : items.length === 0 ? (
          <p className="text-slate-700">Nothing here: no {state} items.</p>
        ) : (
          <ul className="space-y-3" aria-label="Items" aria-describedby="inbox-help">
            {items.map((item, index) => (
              <InboxItemRow
                key={keyOf(item)}
                item={item}
                focused={index === Math.max(current, 0)}
                selected={selected.has(keyOf(item))}
                busy={busy}
                itemRef={(element) => {
                  rows.current[index] = element;
                }}
                onFocus={() => setFocus(index)}
                onToggle={() => toggle(item)}
                onAction={(action) => void start(action, [{ type: item.type, id: item.id }])}
              />
            ))}
          </ul>
        )}
        {data && data.pagination.totalPages > 1 ? (
          <Pagination
            page={page}
            totalPages={data.pagination.totalPages}
            onPageChange={(next) => {
              setPage(next);
              setFocus(-1);
            }}
            className="mt-4"
          />
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <RejectDialog
        open={rejecting !== null}
        count={rejecting?.length ?? 0}
        replies={replyData?.replies ?? []}
        busy={busy}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          const chosen = rejecting ?? [];
          setRejecting(null);
          void send("reject", chosen, { reason });
        }}
      />
      <SpamDialog
        open={spamming !== null}
        count={spamming?.length ?? 0}
        emails={spamEmails}
        busy={busy}
        onCancel={() => setSpamming(null)}
        onConfirm={(choice: SpamChoice) => {
          const chosen = spamming ?? [];
          setSpamming(null);
          void send("spam", chosen, { ...choice });
        }}
      />
      {dialog}
    </PageSection>
  );
}
