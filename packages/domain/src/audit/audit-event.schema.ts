import { z } from 'zod';

// TEMPORARY stand-in for branch `audit` (/work/briefs/audit-contract.md): only the names the records
// feature uses. Merging `audit` replaces this file with the real one (take theirs).

export const AuditActionSchema = z.enum([
  'CLIENT_EXPORTED',
  'CLIENT_ERASED',
  'RECORD_CREATED',
  'RECORD_UPDATED',
  'RECORD_SIGNED',
  'RECORD_ADDENDUM_ADDED',
  'RECORD_ATTACHMENT_ADDED',
  'PET_RECORD_VIEWED',
  'RECORD_DOCUMENT_DOWNLOADED',
  'RECORD_DOCUMENT_EMAILED',
  'BOOKING_STATUS_REVERTED',
]);
export type AuditAction = z.infer<typeof AuditActionSchema>;
export const AuditSubjectTypeSchema = z.enum(['client', 'pet', 'record', 'booking']);
export type AuditSubjectType = z.infer<typeof AuditSubjectTypeSchema>;
