export const language = {
  label: 'Language',
};
