"use client";
// The Approved / Not Approved tabs of the back-office moderation lists.
export type ApprovalTab = "approved" | "pending";

const TABS: Array<{ value: ApprovalTab; label: string }> = [
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Not Approved" },
];

type ApprovalTabsProps = {
  idPrefix: string;
  label: string;
  value: ApprovalTab;
  onChange: (tab: ApprovalTab) => void;
};

export function ApprovalTabs({ idPrefix, label, value, onChange }: ApprovalTabsProps) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-2">
      {TABS.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.value}`}
          aria-selected={value === item.value}
          aria-controls={`${idPrefix}-panel`}
          onClick={() => onChange(item.value)}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ${
            value === item.value
              ? "bg-brand text-white"
              : "bg-white text-slate-700 shadow-sm hover:bg-slate-100"
          }`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export const ACTION_BUTTON = {
  approve:
    "rounded border border-green-300 px-3 py-1 text-sm font-medium text-green-800 hover:bg-green-50 disabled:opacity-50",
  edit: "rounded border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50",
  remove:
    "rounded border border-red-300 px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50",
};
