// The public footer line from SPEC section 2.
export function Footer({ brand }: { brand: string }) {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 py-6 text-center text-sm text-slate-600">
      <p>
        Copyright {year} © - {brand}. All rights reserved.
      </p>
    </footer>
  );
}
