"use client";
// Adds a feed URL with its default category (validated with the server's own schema).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FieldError, FormField, INPUT_CLASS } from "@/components/admin/form-field";
import { useStaffAction } from "@/components/admin/use-api-data";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { type AddFeedInput, DEFAULT_FEED_CATEGORY, addFeedSchema } from "@/lib/validations/feed";

export function AddFeedForm({ onAdded }: { onAdded: () => void }) {
  const send = useStaffAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddFeedInput>({
    resolver: zodResolver(addFeedSchema),
    defaultValues: { url: "", category: DEFAULT_FEED_CATEGORY },
  });

  const submit = handleSubmit(async (values) => {
    const done = await send("/api/profile/add-feed", "Failed to add the feed", values);
    if (!done) return;
    reset({ url: "", category: values.category });
    onAdded();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a feed" className="grid gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[1fr_16rem_auto] md:items-start">
      <FormField
        id="feed-url"
        label="Feed URL"
        type="text"
        inputMode="url"
        placeholder="https://example.com/feed.xml"
        autoComplete="off"
        error={errors.url?.message}
        {...register("url")}
      />
      <div>
        <label htmlFor="feed-category" className="mb-1 block text-sm font-medium text-slate-700">
          Default category
        </label>
        <select
          id="feed-category"
          className={INPUT_CLASS}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? "feed-category-error" : undefined}
          {...register("category")}
        >
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        <FieldError id="feed-category-error" message={errors.category?.message} />
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-md bg-brand px-5 py-2 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-60 md:mt-6"
      >
        {isSubmitting ? "Adding..." : "Add feed"}
      </button>
    </form>
  );
}
