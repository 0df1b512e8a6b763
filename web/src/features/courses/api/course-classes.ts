// Adding a class to a course and arranging the course's classes. The order lives on the course
// (classOrder); a class and its place in that order are written in one batch.
import { COLLECTIONS, type CourseClassFormValues } from '@app/domain';
import {
  arrayUnion,
  collection,
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { courseRef, inCourseOrder, readCourseClasses, type CourseDoc } from '@/lib/content';
import { uniqueSlug } from '@/lib/content/class-slug';

const orEmptyAsNull = (value: string) => (value === '' ? null : value);

/**
 * Creates a CURSO class at the end of the course. The first time, the order is written out
 * in full (the classes so far, in creation order); afterwards the id is appended atomically,
 * so two admins adding at once both keep their class.
 */
export async function addCourseClass(
  course: CourseDoc,
  values: CourseClassFormValues,
  author: { id: string; name: string },
): Promise<{ id: string; slug: string }> {
  const classRef = doc(collection(firestore, COLLECTIONS.classes));
  const slug = await uniqueSlug(firestore, values.title);
  let classOrder: ReturnType<typeof arrayUnion> | string[];
  if (course.classOrder) {
    classOrder = arrayUnion(classRef.id);
  } else {
    const ordered = inCourseOrder(await readCourseClasses(course.id).load(), null);
    classOrder = [...ordered.map((c) => c.id), classRef.id];
  }

  const batch = writeBatch(firestore);
  batch.set(classRef, {
    title: values.title,
    description: values.description,
    slug,
    videoUrl: values.videoUrl,
    coverUrl: null,
    classNumber: null,
    duration: orEmptyAsNull(values.duration),
    professorName: values.professorName,
    professorDescription: orEmptyAsNull(values.professorDescription),
    professorLink: orEmptyAsNull(values.professorLink),
    type: 'CURSO',
    courseId: course.id,
    mainThemeId: null,
    mainThemeName: null,
    themeIds: [],
    attachments: [],
    referencedClassId: null,
    authorId: author.id,
    authorName: author.name,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.update(courseRef(course.id), { classOrder, updatedAt: serverTimestamp() });
  await batch.commit();
  return { id: classRef.id, slug };
}

/** Stores the course's class order as the admin arranged it. */
export function saveClassOrder(courseId: string, classIds: string[]): Promise<void> {
  return updateDoc(courseRef(courseId), { classOrder: classIds, updatedAt: serverTimestamp() });
}
