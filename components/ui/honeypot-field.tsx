// The spam trap: a field people never see or reach; bots that fill it get a quiet fake success.
/** The field name the API pipeline checks (HONEYPOT_FIELD in lib/api/route.ts, a server module). */
export const HONEYPOT_FIELD = "website";

export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
