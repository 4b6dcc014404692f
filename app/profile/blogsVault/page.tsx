import type { Metadata } from "next";
import { BlogsVault } from "@/components/posts/blogs-vault";

export const metadata: Metadata = { title: "Blogs Vault" };

export default function BlogsVaultPage() {
  return <BlogsVault />;
}
