import { themeSchema, type COLLECTIONS, type Theme } from '@app/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList, readList } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';

/** themes/* (a class's related themes, a profile's interests) or mainThemes/* (its main theme). */
export type ThemeKind = typeof COLLECTIONS.themes | typeof COLLECTIONS.mainThemes;
export type ThemeOption = WithId<Theme>;

/** Bounds the read; the platform has eight topics, admins may add a few more. */
const THEME_LIST_LIMIT = 100;

const byName = (kind: ThemeKind) =>
  query(collection(firestore, kind), orderBy('name'), limit(THEME_LIST_LIMIT));
const keyOf = (kind: ThemeKind) => `${kind}?by=name&limit=${THEME_LIST_LIMIT}`;

/** One kind of theme, sorted by name, as the choices of a select (read once). */
export const themeOptions = (kind: ThemeKind) => readList(keyOf(kind), themeSchema, byName(kind));

/** The same choices, live (a picker that stays open while an admin adds a theme). */
export const liveThemeOptions = (kind: ThemeKind) =>
  liveList(keyOf(kind), themeSchema, byName(kind));
