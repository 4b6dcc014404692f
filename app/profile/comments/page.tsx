import type { Metadata } from "next";
import { CommentsModeration } from "@/components/comments/comments-moderation";

export const metadata: Metadata = { title: "Comments" };

export default function CommentsPage() {
  return <CommentsModeration />;
}
