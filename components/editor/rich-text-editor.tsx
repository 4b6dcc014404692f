"use client";
// The back-office rich-text editor (Tiptap 3): StarterKit plus links and images by URL.
// The HTML it produces is sanitized again on the server before it is stored.
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { richHtmlClass } from "@/components/ui/rich-html";

type RichTextEditorProps = { id: string; label: string; value: string; onChange: (html: string) => void };

/** The editing frame; the text inside takes the site's one rich-HTML typography. */
const FRAME =
  "min-h-48 rounded-b-md border border-t-0 border-slate-300 bg-white p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand";

/** Created once: a new extensions array on every render would make Tiptap reconfigure the editor. */
const EXTENSIONS = [
  StarterKit.configure({
    link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
  }),
  Image,
];

function isSafeUrl(url: string): boolean {
  return /^(https?:\/\/|mailto:|\/api\/images\/)/i.test(url.trim());
}

export function RichTextEditor({ id, label, value, onChange }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const editor = useEditor({
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: `${FRAME} ${richHtmlClass}`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // Content set from outside (AI output, prefill, a reset) replaces the document without
  // emitting an update, so it never loops back through onChange.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            h2: current.isActive("heading", { level: 2 }),
            h3: current.isActive("heading", { level: 3 }),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            link: current.isActive("link"),
          }
        : null,
  });

  const chain = () => editor?.chain().focus();

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const url = window.prompt("Link URL (leave empty to remove the link)", previous);
    if (url === null) return;
    if (url.trim() === "") {
      chain()?.extendMarkRange("link").unsetLink().run();
      return;
    }
    if (!isSafeUrl(url)) {
      window.alert("Links must start with http://, https:// or mailto:");
      return;
    }
    chain()?.extendMarkRange("link").setLink({ href: url.trim() }).run();
  };

  const addImage = () => {
    const url = window.prompt("Image URL");
    if (!url || url.trim() === "") return;
    if (!/^(https?:\/\/|\/api\/images\/)/i.test(url.trim())) {
      window.alert("Images must use an http:// or https:// address");
      return;
    }
    chain()?.setImage({ src: url.trim() }).run();
  };

  const buttons: Array<{ name: string; text: string; active?: boolean; run: () => void }> = [
    { name: "Bold", text: "B", active: state?.bold, run: () => chain()?.toggleBold().run() },
    { name: "Italic", text: "I", active: state?.italic, run: () => chain()?.toggleItalic().run() },
    {
      name: "Heading 2",
      text: "H2",
      active: state?.h2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      name: "Heading 3",
      text: "H3",
      active: state?.h3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    {
      name: "Bullet list",
      text: "• List",
      active: state?.bulletList,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      name: "Numbered list",
      text: "1. List",
      active: state?.orderedList,
      run: () => chain()?.toggleOrderedList().run(),
    },
    { name: "Link", text: "Link", active: state?.link, run: setLink },
    { name: "Image", text: "Image", run: addImage },
  ];

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap gap-1 rounded-t-md border border-slate-300 bg-slate-50 p-1"
    >
      {buttons.map((button) => (
        <button
          key={button.name}
          type="button"
          aria-label={button.name}
          title={button.name}
          aria-pressed={button.active === undefined ? undefined : button.active}
          disabled={!editor}
          // A mouse click keeps the focus and selection in the text; keyboard use still works.
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
          className={`rounded px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-200 disabled:opacity-50 ${
            button.active ? "bg-slate-200" : ""
          }`}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
