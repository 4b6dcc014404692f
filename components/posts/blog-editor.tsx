"use client";
// The blog editor shared by Add blogs and the edit screen: image (choose, replace or remove),
// title, sub title, author, the rich-text description (typed or AI-generated), categories, and
// publication (a draft, published now, or scheduled for a time in the site's time zone).
import { zodResolver } from "@hookform/resolvers/zod";
import NextImage from "next/image";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { RichTextField } from "@/components/editor/rich-text-field";
import { Button, SubmitButton } from "@/components/ui/button";
import { FieldError, TextField } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { BLOG_CATEGORIES, IMAGE_MAX_BYTES } from "@/lib/constants";
import { SITE_TIME_ZONE } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { blogFormSchema, blogFormToPayload, type BlogFormValues } from "@/lib/posts/blog-admin-schemas";

export type BlogFormInput = z.input<typeof blogFormSchema>;

export const EMPTY_BLOG_FORM: BlogFormInput = {
  title: "",
  subTitle: "",
  description: "",
  category: [],
  isPublished: false,
  publishAt: "",
  author: "",
};
const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/gif";

/** What a save sends: the `blog` JSON and the image choice. */
export type BlogSubmission = { blog: Record<string, unknown>; image: File | null; removeImage: boolean };

type BlogEditorProps = {
  headingId: string;
  heading: string;
  initial?: BlogFormInput;
  /** The stored image of the post being edited. */
  currentImage?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Resolves true when saved; the editor then resets to `resetTo` (add) or keeps the values (edit). */
  onSave: (submission: BlogSubmission) => Promise<boolean>;
  resetAfterSave?: boolean;
  /** Shown between the heading and the form (status, preview link). */
  toolbar?: React.ReactNode;
  publishLabel?: string;
};

export function BlogEditor({
  headingId,
  heading,
  initial = EMPTY_BLOG_FORM,
  currentImage = null,
  submitLabel,
  busyLabel,
  onSave,
  resetAfterSave = false,
  toolbar,
  publishLabel = "Publish now",
}: BlogEditorProps) {
  const form = useForm<BlogFormInput, unknown, BlogFormValues>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  // A new key remounts the file input, which is how it is emptied.
  const [fileInputKey, setFileInputKey] = useState(0);

  const onSubmit = form.handleSubmit(async (values) => {
    const blog = blogFormToPayload(values);
    if (removeImage && !image) blog.removeImage = true;
    const saved = await onSave({ blog, image, removeImage: removeImage && !image });
    if (!saved) return;
    setImage(null);
    setFileInputKey((key) => key + 1);
    if (resetAfterSave) {
      form.reset(EMPTY_BLOG_FORM);
      setRemoveImage(false);
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
    <section aria-labelledby={headingId} className="max-w-3xl space-y-4">
      <h1 id={headingId} className="text-2xl font-bold text-slate-900">
        {heading}
      </h1>
      {toolbar}
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <ImagePicker
          key={fileInputKey}
          image={image}
          onChoose={chooseImage}
          error={imageError}
          currentImage={removeImage ? null : currentImage}
          onRemoveCurrent={currentImage ? () => setRemoveImage(true) : undefined}
          removed={Boolean(currentImage) && removeImage}
          onUndoRemove={() => setRemoveImage(false)}
        />
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
        <TextField
          id="blog-author"
          label="Author (optional)"
          placeholder="Your name when left empty"
          error={errors.author?.message}
          {...form.register("author")}
        />
        <RichTextField
          form={form}
          name="description"
          id="blog-description"
          label="Blog description"
          className="space-y-2"
        >
          <GenerateButton
            getTitle={() => form.getValues("title")}
            onGenerated={(html) => form.setValue("description", html, { shouldDirty: true })}
          />
        </RichTextField>
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
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">Publication</legend>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" {...form.register("isPublished")} className="h-4 w-4" />
            {publishLabel}
          </label>
          <TextField
            id="blog-publish-at"
            type="datetime-local"
            label={`Schedule for (optional, ${SITE_TIME_ZONE} time)`}
            hint="With a future time the post stays hidden until then and appears by itself."
            error={errors.publishAt?.message}
            {...form.register("publishAt")}
          />
        </fieldset>
        <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
    </section>
  );
}

/** Sends a submission as the multipart body of add-blog and update-blog. */
export function blogFormData({ blog, image }: BlogSubmission): FormData {
  const body = new FormData();
  body.append("blog", JSON.stringify(blog));
  if (image) body.append("image", image);
  return body;
}

type ImagePickerProps = {
  image: File | null;
  onChoose: (file: File | undefined) => void;
  error?: string;
  currentImage: string | null;
  onRemoveCurrent?: () => void;
  removed: boolean;
  onUndoRemove: () => void;
};

function ImagePicker({
  image,
  onChoose,
  error,
  currentImage,
  onRemoveCurrent,
  removed,
  onUndoRemove,
}: ImagePickerProps) {
  const preview = useObjectUrl(image);
  const shown = preview ?? currentImage;
  return (
    <div>
      <label htmlFor="blog-image" className="mb-1 block text-sm font-medium text-slate-700">
        {currentImage ? "Replace thumbnail (optional)" : "Upload thumbnail (optional)"}
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
      {shown && (
        <NextImage
          src={shown}
          alt={preview ? "Selected thumbnail preview" : "Current thumbnail"}
          width={160}
          height={100}
          unoptimized
          className="mt-2 h-24 w-auto rounded border border-slate-200 object-cover"
        />
      )}
      {currentImage && !image && onRemoveCurrent && (
        <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={onRemoveCurrent}>
          Remove image
        </Button>
      )}
      {removed && !image && (
        <p className="mt-2 text-sm text-slate-700">
          The image will be removed when you save.{" "}
          <button type="button" className="underline" onClick={onUndoRemove}>
            Keep it
          </button>
        </p>
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
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() => void generate()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? "Generating..." : "Generate with AI"}
    </Button>
  );
}
