import type { Metadata } from "next";
import { BackgroundTasks } from "@/components/back-office/background-tasks";

export const metadata: Metadata = { title: "Background tasks" };

export default function BackgroundTasksPage() {
  return <BackgroundTasks />;
}
