"use client";
// Add blogs: title, sub title, the rich-text description (typed or AI-generated), categories,
// an optional image and the isPublished checkbox, sent as multipart to /api/blog/add-blog.
import { zodResolver } from "@hookform/resolvers/zod";
import NextImage from "next/image";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { BLOG_CATEGORIES, IMAGE_MAX_BYTES } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { createBlogSchema } from "@/lib/validations/blog-admin";
import { FieldError, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";

type FormInput = z.input<typeof createBlogSchema>;
type FormOutput = z.output<typeof createBlogSchema>;

const EMPTY: FormInput = { title: "", subTitle: "", description: "", category: [], isPublished: false };
const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/gif";

export function AddBlogForm() {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createBlogSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  // A new key remounts the file input, which is how it is emptied.
  const [fileInputKey, setFileInputKey] = useState(0);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.append("blog", JSON.stringify(values));
    if (image) body.append("image", image);
    try {
      const result = await apiRequest("/api/blog/add-blog", {
        method: "POST",
        body,
        fallbackMessage: "Failed to add the blog",
      });
      toast.success(result.message ?? "Blog added");
      form.reset(EMPTY);
      setImage(null);
      setFileInputKey((key) => key + 1);
    } catch (error) {
      toast.error(errorMessage(error, "Failed to add the blog"));
    }
  });

  const chooseImage = (file: File | undefined) => {
    setImageError(undefined);
    if (file && file.size > IMAGE_MAX_BYTES) {
      setImageError("Images must be 5 MB or smaller");
      setImage(null);
      setFileInputKey((key) => key + 1);
      return;
    }
    setImage(file ?? null);
  };

  return (
    <section aria-labelledby="add-blog-heading" className="max-w-3xl space-y-4">
      <h1 id="add-blog-heading" className="text-2xl font-bold text-slate-900">
        Add blogs
      </h1>
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <ImagePicker key={fileInputKey} image={image} onChoose={chooseImage} error={imageError} />
        <TextField
          id="blog-title"
          label="Blog title"
          error={errors.title?.message}
          {...form.register("title")}
        />
        <TextField
          id="blog-subtitle"
          label="Sub title"
          error={errors.subTitle?.message}
          {...form.register("subTitle")}
        />
        <div className="space-y-2">
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id="blog-description"
                label="Blog description"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <FieldError id="blog-description-error" message={errors.description?.message} />
          <GenerateButton
            getTitle={() => form.getValues("title")}
            onGenerated={(html) => form.setValue("description", html, { shouldDirty: true })}
          />
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Categories</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {BLOG_CATEGORIES.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" value={category} {...form.register("category")} className="h-4 w-4" />
                {category}
              </label>
            ))}
          </div>
          <FieldError id="blog-category-error" message={errors.category?.message} />
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" {...form.register("isPublished")} className="h-4 w-4" />
          Publish now
        </label>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? "Adding..." : "Add Blog"}
        </Button>
      </form>
    </section>
  );
}

type ImagePickerProps = {
  image: File | null;
  onChoose: (file: File | undefined) => void;
  error?: string;
};

function ImagePicker({ image, onChoose, error }: ImagePickerProps) {
  const preview = useObjectUrl(image);
  return (
    <div>
      <label htmlFor="blog-image" className="mb-1 block text-sm font-medium text-slate-700">
        Upload thumbnail (optional)
      </label>
      <input
        id="blog-image"
        type="file"
        accept={ACCEPTED_IMAGES}
        aria-describedby={error ? "blog-image-error" : undefined}
        onChange={(event) => onChoose(event.target.files?.[0])}
        className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      <FieldError id="blog-image-error" message={error} />
      {preview && (
        <NextImage
          src={preview}
          alt="Selected thumbnail preview"
          width={160}
          height={100}
          unoptimized
          className="mt-2 h-24 w-auto rounded border border-slate-200 object-cover"
        />
      )}
    </div>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only after the effect creates it
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return file ? url : null;
}

function GenerateButton({
  getTitle,
  onGenerated,
}: {
  getTitle: () => string;
  onGenerated: (html: string) => void;
}) {
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    if (busy) return;
    const title = getTitle().trim();
    if (!title) {
      toast.error("Please enter a title");
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest<{ success: boolean; message: string; html: string }>(
        "/api/blog/generate",
        {
          method: "POST",
          body: { prompt: title },
          fallbackMessage: "AI generation failed",
        },
      );
      onGenerated(result.html);
      toast.success("Text generated");
    } catch (error) {
      toast.error(errorMessage(error, "AI generation failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void generate()}
      disabled={busy}
      aria-busy={busy}
      className="rounded-md bg-slate-800 px-4 py-1.5 text-sm font-medium text-white hover:bg-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? "Generating..." : "Generate with AI"}
    </button>
  );
}
