// issueCertificate in the Functions emulator: completing a course with training hours issues one
// certificate (public record by code + the member's copy), once, with the name as it was; a course
// without hours or not finished issues none (issueCertificateIfDone called directly, so a "no"
// needs no waiting). renderCertificatePdf then stores its PDF once, read back here as text.
import {
  buildProfile,
  certificatePdfPath,
  COLLECTIONS,
  formatCertificateCode,
  longPtBrDate,
  normalizeCertificateCode,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { storeCertificatePdf } from '../../functions/src/certificates/certificate-file';
import { issueCertificateIfDone } from '../../functions/src/certificates/certificate-issuer';
import { classFixture } from '../support/class-fixture';
import { adminDb, adminStorage, useFunctionsSuite } from '../support/functions-env';
import { withFirestoreTriggersPaused } from '../support/paused-triggers';
import { readPdf } from '../support/pdf-text';

const POLL = { timeout: 15_000, interval: 100 };
const UID = 'aluna-certificada';
const profile = adminDb.collection(COLLECTIONS.profiles).doc(UID);
const copy = (courseId: string) => profile.collection(COLLECTIONS.certificates).doc(courseId);
const complete = (classId: string, courseId: string) =>
  profile
    .collection(COLLECTIONS.completions)
    .doc(classId)
    .set({ classId, courseId, completedAt: Timestamp.now() });

async function seedCourse(courseId: string, hours: number | null, classes = 2) {
  await adminDb
    .collection(COLLECTIONS.courses)
    .doc(courseId)
    .set({
      title: `Curso ${courseId}`,
      description: '',
      professorName: 'Ana Souza',
      professorDescription: 'Professora de finanças.',
      hours,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  for (let i = 1; i <= classes; i++) {
    await adminDb
      .collection(COLLECTIONS.classes)
      .doc(`${courseId}-aula-${i}`)
      .set(classFixture('CURSO', `Aula ${i}`, { courseId, classNumber: null }));
  }
}

useFunctionsSuite({ client: false, reset: 'once' });

describe('issueCertificate', () => {
  it('issues one certificate when the last class is completed, with the name of that moment', async () => {
    await profile.set(
      buildProfile({ name: 'Carla Aluna', email: 'carla@demo.test', createdAt: Timestamp.now() }),
    );
    await seedCourse('curso-horas', 12);

    await complete('curso-horas-aula-1', 'curso-horas');
    expect(await issueCertificateIfDone(adminDb, UID, 'curso-horas', new Date())).toBe('not-done');

    await complete('curso-horas-aula-2', 'curso-horas');
    await expect.poll(async () => (await copy('curso-horas').get()).exists, POLL).toBe(true);
    const own = (await copy('curso-horas').get()).data()!;
    expect(normalizeCertificateCode(own.code as string)).toBe(own.code);
    const record = (await adminDb.collection(COLLECTIONS.certificates).doc(own.code).get()).data()!;
    expect(record).toMatchObject({
      name: 'Carla Aluna',
      courseId: 'curso-horas',
      courseTitle: 'Curso curso-horas',
      hours: 12,
    });
    expect(record.completedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record).not.toHaveProperty('userId');
    expect(record).not.toHaveProperty('email');

    // Renamed later, un-completed and completed again, run twice: still the one certificate.
    await profile.update({ name: 'Carla Souza' });
    await profile.collection(COLLECTIONS.completions).doc('curso-horas-aula-2').delete();
    await complete('curso-horas-aula-2', 'curso-horas');
    expect(await issueCertificateIfDone(adminDb, UID, 'curso-horas', new Date())).toBe(
      'already-issued',
    );
    const issued = await adminDb
      .collection(COLLECTIONS.certificates)
      .where('courseId', '==', 'curso-horas')
      .get();
    expect(issued.docs.map((d) => d.id)).toEqual([own.code]);
    expect(issued.docs[0]!.get('name')).toBe('Carla Aluna');
    expect(issued.docs[0]!.get('revokedAt')).toBeUndefined();

    // Its PDF: stored once under the owner's folder, with the name frozen at issue.
    const pdfPath = certificatePdfPath(UID, own.code as string);
    await expect
      .poll(async () => (await copy('curso-horas').get()).get('pdfPath'), POLL)
      .toBe(pdfPath);
    const [bytes] = await adminStorage().bucket().file(pdfPath).download();
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(Math.round(pdf.size.width)).toBe(842); // A4 landscape
    expect(Math.round(pdf.size.height)).toBe(595);
    expect(pdf.text).toContain('ESCOLA ESTRATÉGICA');
    expect(pdf.text).toContain('Certificado de Conclusão');
    expect(pdf.text).toContain(
      `Certificamos que Carla Aluna concluiu o curso Curso curso-horas, com carga horária de 12 horas, em ${longPtBrDate(own.completedOn as string)}.`,
    );
    const code = formatCertificateCode(own.code as string);
    expect(pdf.text).toContain(`Código: ${code}`);
    expect(pdf.text).toContain(
      `Verifique a autenticidade em http://127.0.0.1:5173/certificado/${code}`,
    );
    expect(pdf.text).not.toContain('Carla Souza');
  });

  it('never for a course without hours', async () => {
    await seedCourse('curso-sem-horas', null, 1);
    await complete('curso-sem-horas-aula-1', 'curso-sem-horas');
    expect(await issueCertificateIfDone(adminDb, UID, 'curso-sem-horas', new Date())).toBe(
      'no-hours',
    );
    expect((await copy('curso-sem-horas').get()).exists).toBe(false);
  });

  it('two runs at once issue one certificate', async () => {
    await seedCourse('curso-corrida', 8, 1);
    await profile.collection(COLLECTIONS.completions).doc('curso-corrida-aula-1').set({
      classId: 'curso-corrida-aula-1',
      courseId: 'curso-corrida',
      completedAt: Timestamp.now(),
    });
    const results = await Promise.all([
      issueCertificateIfDone(adminDb, UID, 'curso-corrida', new Date()),
      issueCertificateIfDone(adminDb, UID, 'curso-corrida', new Date()),
    ]);
    expect(results.filter((r) => r === 'issued').length).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await copy('curso-corrida').get()).exists, POLL).toBe(true);
    const issued = await adminDb
      .collection(COLLECTIONS.certificates)
      .where('courseId', '==', 'curso-corrida')
      .get();
    expect(issued.size).toBe(1);
  });
});

describe('storeCertificatePdf', () => {
  it('leaves no PDF when the certificate is removed while it renders (an account deleted)', async () => {
    const uid = 'aluna-que-saiu';
    const own = adminDb.doc(`${COLLECTIONS.profiles}/${uid}/${COLLECTIONS.certificates}/curso-x`);
    const code = 'SAIU1234ABCD';
    // Written with the triggers paused, so renderCertificatePdf does not render it first.
    await withFirestoreTriggersPaused(() =>
      own.set({
        name: 'Aluna Que Saiu',
        courseId: 'curso-x',
        courseTitle: 'Curso X',
        hours: 4,
        completedOn: '2026-11-20',
        issuedAt: Timestamp.now(),
        code,
      }),
    );
    const bucket = adminStorage().bucket();
    // The real bucket, except that the certificate is deleted just before its PDF is uploaded.
    const racing = new Proxy(bucket, {
      get(target, key, receiver) {
        if (key !== 'file') return Reflect.get(target, key, receiver);
        return (path: string) => {
          const file = target.file(path);
          const save = file.save.bind(file);
          file.save = (async (...args: Parameters<typeof save>) => {
            await own.delete();
            return save(...args);
          }) as typeof file.save;
          return file;
        };
      },
    });

    expect(await storeCertificatePdf(own, uid, racing, 'https://escola.example')).toBe(
      'no-certificate',
    );
    const [exists] = await bucket.file(certificatePdfPath(uid, code)).exists();
    expect(exists).toBe(false);
  });
});
