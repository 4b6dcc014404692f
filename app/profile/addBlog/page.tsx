import type { Metadata } from "next";
import { AddBlogForm } from "@/components/posts/add-blog-form";

export const metadata: Metadata = { title: "Add blogs" };

export default function AddBlogPage() {
  return <AddBlogForm />;
}
