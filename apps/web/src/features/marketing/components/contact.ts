// One place for the public contact details the marketing and legal pages print; set for each deployment.
export const SUPPORT_EMAIL = 'soporte@citavet.app';
export const PRIVACY_EMAIL = 'privacidad@citavet.app';
/** The footer's '© YYYY': the current year, so the page never looks abandoned. */
export const COPYRIGHT_YEAR = new Date().getFullYear();
