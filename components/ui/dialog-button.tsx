"use client";
// A button that opens a create dialog. The dialog is mounted on the first click and stays mounted,
// so a dialog loaded with next/dynamic downloads only when a visitor asks for it.
import { Button } from "@/components/ui/button";
import { useState, type ComponentType } from "react";

type DialogButtonProps = { label: string; Dialog: ComponentType<{ open: boolean; onClose: () => void }> };

export function DialogButton({ label, Dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="shadow-sm"
      >
        {label}
      </Button>
      {opened && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
