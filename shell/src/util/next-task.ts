/** The next task: start-up runs in pieces, so a slow phone paints and answers input between them. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
