import type { Metadata } from "next";
import { EditBlogForm } from "@/components/posts/edit-blog-form";

export const metadata: Metadata = { title: "Edit blog" };

type PageProps = { params: Promise<{ id: string }> };

export default async function EditBlogPage({ params }: PageProps) {
  const { id } = await params;
  return <EditBlogForm id={id} />;
}
