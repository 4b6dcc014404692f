"use client";
// Loads one back-office API resource, with a reload() for after a change. A 401 answer means
// the server no longer accepts the session: it is cleared and the sign-in form shows.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { ApiClientError, apiRequest, errorMessage, type ApiResult } from "@/lib/api-client";
import { clearSession } from "@/lib/auth/client-session";
import { toast } from "@/lib/toast";

/** `key` names the request the state answers, so a new path or a reload shows as loading. */
type State<T> = { key: string | null; data: T | null; error: string | null };

/** Toasts a failed back-office call; a 401 also ends the session and shows the sign-in form. */
function useFailureReporter() {
  const router = useRouter();
  return useCallback(
    (error: unknown, fallbackMessage: string): string => {
      const message = errorMessage(error, fallbackMessage);
      toast.error(message);
      if (error instanceof ApiClientError && error.status === 401) {
        clearSession();
        router.replace("/profile");
      }
      return message;
    },
    [router],
  );
}

export function useApiData<T extends ApiResult>(path: string | null, fallbackMessage: string) {
  const reportFailure = useFailureReporter();
  const [state, setState] = useState<State<T>>({ key: null, data: null, error: null });
  const [version, setVersion] = useState(0);
  const key = path ? `${path}#${version}` : null;

  useEffect(() => {
    if (!path || !key) return;
    const controller = new AbortController();
    apiRequest<T>(path, { fallbackMessage, signal: controller.signal })
      .then((data) => setState({ key, data, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = reportFailure(error, fallbackMessage);
        setState((previous) => ({ key, data: previous.data, error: message }));
      });
    return () => controller.abort();
  }, [path, key, fallbackMessage, reportFailure]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: key === null || state.key !== key, reload };
}

/** Runs a staff action (toggle, approve, delete, add), toasts the server's answer and handles a 401. */
export function useStaffAction() {
  const reportFailure = useFailureReporter();
  return useCallback(
    async (path: string, fallbackMessage: string, body?: unknown): Promise<boolean> => {
      try {
        const result = await apiRequest(path, { method: "POST", body, fallbackMessage });
        toast.success(result.message ?? "Done");
        return true;
      } catch (error) {
        reportFailure(error, fallbackMessage);
        return false;
      }
    },
    [reportFailure],
  );
}
