"use client";
// The member's preferences: newsletter, reply notifications and job alerts, each saved on change.
import useSWR from "swr";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { MemberPreferences } from "@/lib/members/member-preferences";
import { toast } from "@/lib/toast";
import type { MemberPreferencesInput } from "@/lib/members/member-schemas";

const KEY = "/api/members/me/preferences";
type PreferencesResponse = ApiSuccess<MemberPreferences>;

export function PreferencesPanel() {
  const { data, mutate } = useSWR(KEY, (path: string) => apiRequest<PreferencesResponse>(path));
  const [busy, setBusy] = useState(false);

  /** Saves a change; the switches show it at once and go back if the server refuses it. */
  const save = async (
    change: MemberPreferencesInput,
    done: string,
    shown: Partial<MemberPreferences> = {},
  ) => {
    if (busy || !data) return;
    setBusy(true);
    try {
      await mutate(apiRequest<PreferencesResponse>(KEY, { method: "PUT", body: change }), {
        optimisticData: { ...data, ...shown },
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, "Could not save your preferences"));
    } finally {
      setBusy(false);
    }
  };

  const alerts = data?.jobAlerts ?? [];
  const keep = (except?: string, frequency?: { id: string; value: "daily" | "weekly" }) =>
    alerts
      .filter((alert) => alert.id !== except)
      .map((alert) => ({
        id: alert.id,
        frequency: frequency?.id === alert.id ? frequency.value : alert.frequency,
      }));

  return (
    <section aria-labelledby="preferences-heading" className="space-y-4">
      <h2 id="preferences-heading" className="text-xl font-semibold text-slate-900">
        Preferences
      </h2>
      {!data ? (
        <Spinner label="Loading your preferences" />
      ) : (
        <>
          <label className="flex items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              checked={data.newsletter}
              disabled={busy}
              onChange={(event) =>
                void save(
                  { newsletter: event.target.checked },
                  event.target.checked ? "Newsletter turned on" : "Newsletter turned off",
                  { newsletter: event.target.checked },
                )
              }
            />
            Newsletter and digest of new posts
          </label>
          <label className="flex items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              checked={data.replyNotifications}
              disabled={busy}
              onChange={(event) =>
                void save({ replyNotifications: event.target.checked }, "Preference saved")
              }
            />
            E-mail me when someone replies to my comments
          </label>
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">Job alerts</h3>
            {alerts.length === 0 ? (
              <p className="text-slate-600">You have no job alerts. Create one from the Jobs page.</p>
            ) : (
              <ul className="space-y-2">
                {alerts.map((alert) => (
                  <li
                    key={alert.id}
                    className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3"
                  >
                    <span className="flex-1 text-slate-800">
                      {alert.summary}
                      {alert.state === "pending" ? " (waiting for confirmation)" : ""}
                    </span>
                    <label className="sr-only" htmlFor={`alert-${alert.id}`}>
                      Frequency of {alert.summary}
                    </label>
                    <select
                      id={`alert-${alert.id}`}
                      className={`${INPUT_CLASS} w-auto`}
                      value={alert.frequency}
                      disabled={busy}
                      onChange={(event) =>
                        void save(
                          {
                            jobAlerts: keep(undefined, {
                              id: alert.id,
                              value: event.target.value === "weekly" ? "weekly" : "daily",
                            }),
                          },
                          "Job alert updated",
                        )
                      }
                    >
                      <option value="daily">Daily</option>
                      <option value="weekly">Weekly</option>
                    </select>
                    <Button
                      variant="danger"
                      size="sm"
                      disabled={busy}
                      aria-label={`Delete the job alert ${alert.summary}`}
                      onClick={() => void save({ jobAlerts: keep(alert.id) }, "Job alert deleted")}
                    >
                      Delete
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
