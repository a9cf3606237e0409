import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SETTINGS_TABS, type SettingsTab, tabFromHash } from '../settings-tabs';
import { FIELD_TABS, isSettingsField } from '../space-settings-form';
import { ContactTab } from './contact-tab';
import { GeneralTab } from './general-tab';
import { LocationTab } from './location-tab';
import { RemindersTab } from './reminders-tab';
import { SaveButton } from './save-button';
import { SettingsHeader } from './settings-header';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useSpaceSettingsForm } from './use-space-settings-form';
import { WaitlistTab } from './waitlist-tab';

const FORM_ID = 'configuracion-espacio';

export interface MediaTabContext {
  spaceId: string;
  canEdit: boolean;
}

/** 'Plan y uso' belongs to the plans feature; the app hands it in like the gallery. */
export type PlanTabContext = MediaTabContext;

interface SpaceSettingsEditorProps {
  space: MemberSpace;
  /** The gallery manager belongs to the media feature; the app hands it in. */
  renderMediaTab: (context: MediaTabContext) => ReactNode;
  renderPlanTab: (context: PlanTabContext) => ReactNode;
}

/** The settings form of one space; only an ADMIN edits, everyone else reads. */
export function SpaceSettingsEditor({ space, renderMediaTab, renderPlanTab }: SpaceSettingsEditorProps) {
  const canEdit = space.myRole === 'ADMIN';
  const location = useLocation();
  const navigate = useNavigate();
  const activeTab = tabFromHash(location.hash);
  const setActiveTab = (tab: SettingsTab) =>
    navigate({ pathname: location.pathname, search: location.search, hash: `#${tab}` }, { replace: true });

  const { form, update, saveState, saveError, setSaveError, submit } = useSpaceSettingsForm(
    space,
    activeTab,
    setActiveTab,
  );
  const { isDirty, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const tabsWithErrors = new Set<SettingsTab>(
    Object.keys(errors)
      .filter(isSettingsField)
      .map((field) => FIELD_TABS[field]),
  );

  return (
    <FormProvider {...form}>
      {/* Only while there is something to lose: an idle blocker would still watch every navigation. */}
      {canEdit && isDirty && !update.isPending && <UnsavedChangesGuard />}
      <SettingsHeader
        spaceId={space.id}
        spaceName={space.name}
        actions={
          canEdit && activeTab !== 'recordatorios' && activeTab !== 'lista-espera' && activeTab !== 'plan' ? (
            <>
              {isDirty && saveState === 'idle' && (
                <span className="text-sm text-amber-800" role="status">
                  Cambios sin guardar
                </span>
              )}
              <SaveButton state={saveState} hasChanges={isDirty} hasErrors={hasErrors} form={FORM_ID} />
            </>
          ) : undefined
        }
      />
      {/* On phones the save bar is fixed to the bottom: the last fields must not hide under it. */}
      <div className={canEdit ? 'space-y-4 pb-20 sm:pb-0' : 'space-y-4'}>
        {!canEdit && (
          <Alert kind="info" title="Solo lectura">
            Solo los administradores pueden cambiar la configuración de la veterinaria.
          </Alert>
        )}
        {saveError && (
          <Alert kind="error" onClose={() => setSaveError(null)}>
            {saveError}
          </Alert>
        )}
        <Tabs value={activeTab} onValueChange={(value) => setActiveTab(tabFromHash(value))}>
          <SettingsTabsList tabsWithErrors={tabsWithErrors} />
          <form id={FORM_ID} noValidate onSubmit={submit}>
            {/* A disabled fieldset makes every field read-only at once for members. */}
            <fieldset disabled={!canEdit} className="min-w-0">
              <TabsContent value="general">
                <GeneralTab
                  spaceId={space.id}
                  spaceName={space.name}
                  savedRoute={space.route}
                  canEdit={canEdit}
                />
              </TabsContent>
              <TabsContent value="ubicacion">
                <LocationTab spaceName={space.name} canEdit={canEdit} />
              </TabsContent>
              <TabsContent value="contacto">
                <ContactTab />
              </TabsContent>
            </fieldset>
          </form>
          <TabsContent value="medios">{renderMediaTab({ spaceId: space.id, canEdit })}</TabsContent>
          <TabsContent value="recordatorios">
            <RemindersTab spaceId={space.id} canEdit={canEdit} />
          </TabsContent>
          <TabsContent value="lista-espera">
            <WaitlistTab spaceId={space.id} canEdit={canEdit} />
          </TabsContent>
          <TabsContent value="plan">{renderPlanTab({ spaceId: space.id, canEdit })}</TabsContent>
        </Tabs>
      </div>
    </FormProvider>
  );
}

/** The tabs, each marked with a dot while one of its fields is wrong. */
function SettingsTabsList({ tabsWithErrors }: { tabsWithErrors: ReadonlySet<SettingsTab> }) {
  return (
    <TabsList aria-label="Secciones de la configuración" className="w-full flex-wrap sm:w-auto">
      {SETTINGS_TABS.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value} className="justify-center px-2 sm:px-3.5">
          {tab.label}
          {tabsWithErrors.has(tab.value) && (
            <span className="size-2 rounded-full bg-error" role="img" aria-label="con errores" />
          )}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
