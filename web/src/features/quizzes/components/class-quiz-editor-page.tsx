import { limit, query, where } from 'firebase/firestore';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { paths } from '@/config/paths';
import { classesCollection, readClassList } from '@/lib/content';
import { mapRead, useRead } from '@/lib/use-read';
import { quizEditorMessages as t } from '../messages';
import { QuizEditorScreen } from './quiz-editor-screen';
import { NotFound } from './quiz-not-found';

/** The class behind a slug (any type: admins read them all), read once; null when unknown. */
const classBySlug = (slug: string) =>
  mapRead(
    readClassList(
      `slug=${slug}&limit=1`,
      query(classesCollection(), where('slug', '==', slug), limit(1)),
    ),
    'first',
    (classes) => classes[0] ?? null,
  );

/** /dashboard/aula/{slug}/questionario (admins): the class's quiz editor and results. */
export default function ClassQuizEditorPage() {
  const { slug = '' } = useParams();
  const cls = useRead(classBySlug(slug));
  return (
    <ReadView read={cls} loading={<PageLoader />} error={t.loadError} empty={<NotFound />}>
      {(found) => (
        <QuizEditorScreen
          key={found.id}
          target={{ kind: 'class', id: found.id }}
          title={t.pageTitleClass(found.title)}
          backHref={paths.dashboard.classPage.getHref(found.slug)}
        />
      )}
    </ReadView>
  );
}
