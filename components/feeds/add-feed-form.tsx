"use client";
// Adds a feed URL with its default category (validated with the server's own schema).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { UrlField } from "@/components/forms/url-field";
import { useStaffAction } from "@/components/back-office/use-api-data";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { type AddFeedInput, DEFAULT_FEED_CATEGORY, addFeedSchema } from "@/lib/feeds/feed-schemas";

export function AddFeedForm() {
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
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a feed"
      className="grid gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[1fr_16rem_auto] md:items-start"
    >
      <UrlField
        id="feed-url"
        label="Feed URL"
        placeholder="https://example.com/feed.xml"
        error={errors.url?.message}
        {...register("url")}
      />
      <Field id="feed-category" label="Default category" error={errors.category?.message}>
        {(control) => (
          <select className={INPUT_CLASS} {...control} {...register("category")}>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton busy={isSubmitting} busyLabel="Adding..." size="sm" className="md:mt-6">
        Add feed
      </SubmitButton>
    </form>
  );
}
