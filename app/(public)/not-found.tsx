// Not-found inside the public shell (unknown, unpublished or malformed article ids).
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";

export default function PublicNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">
        The page you are looking for does not exist or is no longer available.
      </p>
      <Link href="/" className={buttonClass({ pill: true, size: "lg", className: "mt-8" })}>
        Back to the news
      </Link>
    </div>
  );
}
