import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Divider,
  ListItemText,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { OPEN_CLASS_TYPES, type Attachment } from '@app/domain';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import {
  FormTextField as SharedFormTextField,
  type FormTextFieldProps as FormFieldProps,
} from '@/components/form/form-text-field';
import { ProfessorFields } from '@/components/form/professor-fields';
import type { CoverChange } from '../api/publish-class';
import {
  classEditorCreateSchema,
  classEditorEditSchema,
  type ClassEditorValues,
} from '../api/class-values';
import type { ClassOptions } from '../hooks/use-class-options';
import { classEditorMessages as t } from '../messages';
import { CoverField, type CoverValue } from './cover-field';
import { MaterialsField, type NewMaterial } from './materials-field';
import { UploadProgressList, type UploadState } from './upload-progress-list';

export type ClassSubmission = {
  values: ClassEditorValues;
  mainThemeName: string | null;
  cover: CoverChange;
  newAttachments: File[];
  removedAttachmentIds: string[];
};

type ClassFormProps = {
  mode: 'create' | 'edit';
  defaultValues: ClassEditorValues;
  options: ClassOptions;
  /** Edit: the stored cover and materials, and the class itself (never its own reference). */
  storedCoverUrl?: string | null;
  storedAttachments?: Attachment[];
  classId?: string;
  uploads: UploadState | null;
  /** Rejects or resolves; the form stays as typed either way (the page navigates on success). */
  onSubmit: (submission: ClassSubmission) => Promise<void>;
  /** Edit: 'Excluir aula'. */
  extraActions?: ReactNode;
};

let newMaterialCount = 0;

/** The one form behind 'Criar Aula' and 'Editar Aula' (no type choice when editing). */
export function ClassForm(props: ClassFormProps) {
  const { mode, options } = props;
  const { control, handleSubmit, formState } = useForm<ClassEditorValues>({
    resolver: zodResolver(mode === 'create' ? classEditorCreateSchema : classEditorEditSchema),
    defaultValues: props.defaultValues,
  });
  const type = useWatch({ control, name: 'type' });
  const busy = formState.isSubmitting;

  const [cover, setCover] = useState<CoverValue>({
    file: null,
    storedUrl: props.storedCoverUrl ?? null,
  });
  const [coverError, setCoverError] = useState<string | null>(null);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const [added, setAdded] = useState<NewMaterial[]>([]);
  const [materialsError, setMaterialsError] = useState<string | null>(null);
  const stored = (props.storedAttachments ?? []).filter((a) => !removedIds.includes(a.id));

  const submit = handleSubmit(async (values) => {
    const coverChange: CoverChange = cover.file
      ? { kind: 'replace', file: cover.file }
      : cover.storedUrl === (props.storedCoverUrl ?? null)
        ? { kind: 'keep' }
        : { kind: 'remove' };
    await props
      .onSubmit({
        values,
        mainThemeName: options.mainThemes.find((m) => m.id === values.mainThemeId)?.name ?? null,
        cover: coverChange,
        newAttachments: added.map((m) => m.file),
        removedAttachmentIds: removedIds,
      })
      // The page has told the admin what went wrong; the form keeps everything as typed.
      .catch(() => undefined);
  });

  const themeName = (id: string) => options.themes.find((th) => th.id === id)?.name ?? id;
  const mainThemeName = (id: string) => options.mainThemes.find((th) => th.id === id)?.name ?? id;
  const references = options.weekly.filter((w) => w.id !== props.classId);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      {mode === 'create' ? (
        <FormTextField control={control} name="type" label={t.typeLabel} select disabled={busy}>
          {OPEN_CLASS_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {t.typeOptions[option]}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}

      {type === 'INSIGHT' ? (
        <FormTextField
          control={control}
          name="referencedClassId"
          label={t.referencedLabel}
          select
          disabled={busy}
        >
          <MenuItem value="">{t.referencedNone}</MenuItem>
          {references.map((w) => (
            <MenuItem key={w.id} value={w.id}>
              {t.referencedOption(w.classNumber, w.title)}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}

      <FormTextField
        control={control}
        name="mainThemeId"
        label={t.mainThemeLabel}
        select
        disabled={busy}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            renderValue: (value) =>
              typeof value === 'string' && value !== '' ? (
                mainThemeName(value)
              ) : (
                <Typography component="span" color="text.secondary">
                  {t.mainThemePlaceholder}
                </Typography>
              ),
          },
        }}
      >
        {options.mainThemes.map((theme) => (
          <MenuItem key={theme.id} value={theme.id}>
            {theme.name}
          </MenuItem>
        ))}
      </FormTextField>

      <FormTextField
        control={control}
        name="themeIds"
        label={t.relatedThemesLabel}
        select
        disabled={busy}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) =>
              Array.isArray(value) ? value.map((id) => themeName(String(id))).join(', ') : '',
          },
        }}
      >
        {options.themes.map((theme) => (
          <MenuItem key={theme.id} value={theme.id}>
            <ThemeCheck control={control} id={theme.id} />
            <ListItemText primary={theme.name} />
          </MenuItem>
        ))}
      </FormTextField>

      <Divider />
      <FormTextField control={control} name="title" label={t.titleLabel} disabled={busy} />
      <FormTextField
        control={control}
        name="description"
        label={t.descriptionLabel}
        multiline
        minRows={4}
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="videoUrl"
        label={t.videoUrlLabel}
        type="url"
        helperText={t.videoUrlHelper}
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="duration"
        label={t.durationLabel}
        placeholder={t.durationPlaceholder}
        disabled={busy}
      />

      <Divider />
      <ProfessorFields
        control={control}
        idPrefix="class"
        disabled={busy}
        labels={{
          name: t.professorNameLabel,
          description: t.professorDescriptionLabel,
          link: t.professorLinkLabel,
        }}
      />

      <Divider />
      <CoverField
        value={cover}
        error={coverError}
        disabled={busy}
        onChange={setCover}
        onError={setCoverError}
      />
      <MaterialsField
        stored={stored}
        added={added}
        error={materialsError}
        disabled={busy}
        onRemoveStored={(id) => setRemovedIds((ids) => [...ids, id])}
        onAdd={(files) =>
          setAdded((list) => [
            ...list,
            ...files.map((file) => ({ key: `novo-${++newMaterialCount}`, file })),
          ])
        }
        onRemoveAdded={(key) => setAdded((list) => list.filter((m) => m.key !== key))}
        onError={setMaterialsError}
      />

      <UploadProgressList state={busy ? props.uploads : null} />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {mode === 'create' ? (busy ? t.creating : t.create) : busy ? t.saving : t.save}
        </Button>
        {props.extraActions}
      </Stack>
    </Stack>
  );
}

/** The tick beside a related theme, read from the form's current selection. */
function ThemeCheck({ control, id }: { control: Control<ClassEditorValues>; id: string }) {
  const selected = useWatch({ control, name: 'themeIds' });
  return <Checkbox size="small" checked={selected.includes(id)} tabIndex={-1} disableRipple />;
}

/** The class form's fields, bound to its controller. */
function FormTextField(props: Omit<FormFieldProps<ClassEditorValues>, 'idPrefix'>) {
  return <SharedFormTextField idPrefix="class" {...props} />;
}
