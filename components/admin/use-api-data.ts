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

export function useApiData<T extends ApiResult>(path: string | null, fallbackMessage: string) {
  const router = useRouter();
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
        const message = errorMessage(error, fallbackMessage);
        setState((previous) => ({ key, data: previous.data, error: message }));
        toast.error(message);
        if (error instanceof ApiClientError && error.status === 401) {
          clearSession();
          router.replace("/profile");
        }
      });
    return () => controller.abort();
  }, [path, key, fallbackMessage, router]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: key === null || state.key !== key, reload };
}

/** Runs a staff action (toggle, approve, delete), toasts the server's answer and handles a 401. */
export function useStaffAction() {
  const router = useRouter();
  return useCallback(
    async (path: string, fallbackMessage: string): Promise<boolean> => {
      try {
        const result = await apiRequest(path, { method: "POST", fallbackMessage });
        toast.success(result.message ?? "Done");
        return true;
      } catch (error) {
        toast.error(errorMessage(error, fallbackMessage));
        if (error instanceof ApiClientError && error.status === 401) {
          clearSession();
          router.replace("/profile");
        }
        return false;
      }
    },
    [router],
  );
}
