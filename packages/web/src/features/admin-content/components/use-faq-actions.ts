import { useState } from 'react';
import type { TFaqQuestionSave, TFaqSection, TFaqSectionSave } from '@fura/domain/content';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useDeleteQuestion, useDeleteSection, useSaveQuestion, useSaveSection } from '../api/faq-api';
import { FAQ_TEXT as T } from '../content-texts';
import { moveItem, nextPosition } from '../faq-order';
import type { FaqSectionActions } from './FaqSectionCard';

/** What the dialog edits: a section or a question, new (no id) or saved. */
export type FaqDraft =
  { kind: 'section'; initial: TFaqSectionSave } | { kind: 'question'; initial: TFaqQuestionSave };

/** The FAQ screen's actions: the dialog's draft, deletes with their toasts, and moves as position saves. */
export function useFaqActions(sections: readonly TFaqSection[]) {
  const [draft, setDraft] = useState<FaqDraft | null>(null);
  const [moving, setMoving] = useState(false);
  const saveSection = useSaveSection();
  const saveQuestion = useSaveQuestion();
  const deleteSection = useDeleteSection();
  const deleteQuestion = useDeleteQuestion();

  const removed = async (run: () => Promise<unknown>, message: string) => {
    try {
      await run();
    } catch (error) {
      showErrorToast(error);
      throw error;
    }
    showSuccessToast(message);
  };

  const runMoves = async (saves: (() => Promise<unknown>)[]) => {
    setMoving(true);
    try {
      for (const save of saves) await save();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setMoving(false);
    }
  };

  const actions: FaqSectionActions = {
    editSection: (section) =>
      setDraft({
        kind: 'section',
        initial: {
          id: section.id,
          title: section.title,
          audience: section.audience,
          position: section.position,
        },
      }),
    deleteSection: (section) =>
      removed(() => deleteSection.mutateAsync({ id: section.id }), T.sectionDeleted),
    moveSection: (index, direction) =>
      void runMoves(
        moveItem(sections, index, direction).map(
          ({ item, position }) =>
            () =>
              saveSection.mutateAsync({ id: item.id, title: item.title, audience: item.audience, position }),
        ),
      ),
    addQuestion: (section) =>
      setDraft({
        kind: 'question',
        initial: {
          sectionId: section.id,
          slug: '',
          question: '',
          answer: '',
          position: nextPosition(section.questions),
        },
      }),
    editQuestion: (question, section) =>
      setDraft({
        kind: 'question',
        initial: {
          id: question.id,
          sectionId: section.id,
          slug: question.slug,
          question: question.question,
          answer: question.answer,
          position: question.position,
        },
      }),
    deleteQuestion: (question) =>
      removed(() => deleteQuestion.mutateAsync({ id: question.id }), T.questionDeleted),
    moveQuestion: (section, index, direction) =>
      void runMoves(
        moveItem(section.questions, index, direction).map(
          ({ item, position }) =>
            () =>
              saveQuestion.mutateAsync({
                id: item.id,
                sectionId: section.id,
                slug: item.slug,
                question: item.question,
                answer: item.answer,
                position,
              }),
        ),
      ),
  };

  const addSection = () =>
    setDraft({ kind: 'section', initial: { title: '', audience: 'all', position: nextPosition(sections) } });

  return { actions, addSection, draft, closeDraft: () => setDraft(null), moving };
}
