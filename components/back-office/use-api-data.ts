"use client";
// Back-office data through SWR, the one data-fetching library: screens read with useApiData (cached
// per path, requests de-duplicated, revalidated when the tab regains focus) and change things with
// useStaffAction, which revalidates every back-office list after a success. A 401 answer means the
// server no longer accepts the session: it is cleared and the sign-in form shows.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { ApiClientError, apiRequest, errorMessage, type ApiResult } from "@/lib/api/api-client";
import { signOut } from "@/lib/auth/client-session";
import { toast } from "@/lib/toast";

/** Toasts a failed back-office call; a 401 also ends the session and shows the sign-in form. */
export function useFailureReporter() {
  const router = useRouter();
  return useCallback(
    (error: unknown, fallbackMessage: string): string => {
      const message = errorMessage(error, fallbackMessage);
      toast.error(message);
      if (error instanceof ApiClientError && error.status === 401) {
        void signOut();
        router.replace("/profile");
      }
      return message;
    },
    [router],
  );
}

/** Every cached back-office API read: what a change may have touched. */
const isApiKey = (key: unknown) => typeof key === "string" && key.startsWith("/api/");

/** `refreshInterval`: also re-read every so many milliseconds (e.g. the menu's pending count). */
export function useApiData<T extends ApiResult>(
  path: string | null,
  fallbackMessage: string,
  /** `refreshInterval` may depend on the latest answer (poll only while something is running). */
  options: {
    refreshInterval?: number | ((latest: T | undefined) => number);
    keepPreviousData?: boolean;
  } = {},
) {
  const reportFailure = useFailureReporter();
  const { data, error, isLoading, mutate } = useSWR<T, unknown, string | null>(
    path,
    (key) => apiRequest<T>(key, { fallbackMessage }),
    {
      // A failed read is reported once; the next focus or change reads again.
      shouldRetryOnError: false,
      onError: (failure) => reportFailure(failure, fallbackMessage),
      ...options,
    },
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  return {
    data: data ?? null,
    error: error ? errorMessage(error, fallbackMessage) : null,
    loading: path === null || isLoading,
    reload,
  };
}

/** Revalidates every back-office list (after a change made outside useStaffAction). */
export function useRevalidateLists() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isApiKey), [mutate]);
}

/** Runs a staff action (toggle, approve, delete, add), toasts the server's answer, revalidates the lists. */
export function useStaffAction() {
  const reportFailure = useFailureReporter();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      path: string,
      fallbackMessage: string,
      body?: unknown,
      method: "POST" | "PUT" | "DELETE" = "POST",
    ): Promise<boolean> => {
      try {
        const result = await apiRequest(path, { method, body, fallbackMessage });
        toast.success(result.message ?? "Done");
        await mutate(isApiKey);
        return true;
      } catch (error) {
        reportFailure(error, fallbackMessage);
        return false;
      }
    },
    [reportFailure, mutate],
  );
}
