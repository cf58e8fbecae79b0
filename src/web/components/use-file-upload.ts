import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../lib/api';

/** The state of an upload dialog: the chosen file, the refusal shown, and the request under way. */
export interface FileUpload<Answer> {
  file: File | null;
  problem: string | null;
  busy: boolean;
  /** Takes a newly chosen file, clearing the last refusal. */
  choose: (file: File | null) => void;
  showProblem: (problem: string | null) => void;
  /** Sends the chosen file, else shows `noFileMessage`; a refusal is shown in full. */
  submit: (onUploaded: (answer: Answer) => void) => void;
  /** Forgets the file, the refusal and the last request, for a dialog that stays mounted. */
  reset: () => void;
}

export function useFileUpload<Answer>(
  mutation: UseMutationResult<Answer, Error, File>,
  noFileMessage: string,
): FileUpload<Answer> {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    file,
    problem,
    busy: mutation.isPending,
    choose: (chosen) => {
      setFile(chosen);
      setProblem(null);
    },
    showProblem: setProblem,
    submit: (onUploaded) => {
      if (!file) {
        setProblem(noFileMessage);
        return;
      }
      setProblem(null);
      mutation.mutate(file, {
        onSuccess: onUploaded,
        onError: (error) => setProblem(errorMessage(error)),
      });
    },
    reset: () => {
      setFile(null);
      setProblem(null);
      mutation.reset();
    },
  };
}
