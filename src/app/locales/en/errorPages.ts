/** The page not found and the unexpected error pages. */
export const errorPages = {
  notFoundTitle: 'Oops! This page could not be found.',
  notFoundText:
    'The page you are looking for might not exist, might have been removed, had its name changed, or is temporarily unavailable.',
  goBack: 'Go Back',
  unexpectedTitle: 'Unexpected Application Error!',
  somethingWentWrong: 'Something went wrong.',
  reload: 'Reload',
};
