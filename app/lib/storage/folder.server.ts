import fs from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./types";

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

/** Files in a folder (DATA_DIR/uploads by default): right for one server, or a shared volume. */
export function createFolderStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    // Keys are ours, but check anyway: nothing may escape the folder.
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    description: `folder ${root}`,
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list(prefix) {
      let entries;
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp")) // .tmp: a put under way
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .map((file) => file.split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
