// Streams an XML document and hands over, one at a time, the elements named in `collect` as small
// trees (a WXR `<item>`, `<wp:author>`): memory holds one such element, never the whole file. The
// source is read chunk by chunk and each element is awaited before the next chunk is parsed, so a
// slow consumer slows the reading down instead of queueing the file in memory.
import { StringDecoder } from "node:string_decoder";
import sax from "sax";
import { ImportFileError } from "./types";

export type XmlNode = { name: string; attrs: Record<string, string>; text: string; children: XmlNode[] };

/** The text of the first child named `name` (trimmed), or "". */
export function childText(node: XmlNode, name: string): string {
  return node.children.find((child) => child.name === name)?.text.trim() ?? "";
}

export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((child) => child.name === name);
}

export type XmlRoot = { name: string; attrs: Record<string, string> };

export async function readXmlItems(
  source: AsyncIterable<Buffer | string>,
  collect: ReadonlySet<string>,
  onItem: (node: XmlNode) => Promise<void>,
): Promise<XmlRoot> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: true });
  const ready: XmlNode[] = [];
  const stack: XmlNode[] = [];
  let root: XmlRoot | undefined;
  let failure: Error | undefined;

  parser.onopentag = (tag) => {
    const attrs = tag.attributes as Record<string, string>;
    if (!root) root = { name: tag.name, attrs };
    if (stack.length === 0 && !collect.has(tag.name)) return;
    const node: XmlNode = { name: tag.name, attrs, text: "", children: [] };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  };
  parser.onclosetag = () => {
    const node = stack.pop();
    if (node && stack.length === 0) ready.push(node);
  };
  const onText = (text: string) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.onerror = (error) => {
    failure ??= new ImportFileError(`The file is not well-formed XML (${error.message.split("\n")[0]})`);
  };

  const decoder = new StringDecoder("utf8");
  const drain = async () => {
    if (failure) throw failure;
    while (ready.length > 0) await onItem(ready.shift()!);
  };
  const feed = (text: string | null) => {
    try {
      if (text === null) parser.close();
      else parser.write(text);
    } catch (error) {
      throw (
        failure ?? new ImportFileError(`The file is not well-formed XML (${String(error).split("\n")[0]})`)
      );
    }
  };
  for await (const chunk of source) {
    feed(typeof chunk === "string" ? chunk : decoder.write(chunk));
    await drain();
  }
  feed(decoder.end());
  feed(null);
  await drain();
  if (!root) throw new ImportFileError("The file is empty");
  return root;
}
