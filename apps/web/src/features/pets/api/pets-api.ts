import {
  type CreatePetFormValues,
  PetWithOwnerSchema,
  type UpdatePetInput,
} from '@citavet/domain/pets/pet.schema';
import { PET_PHOTO_FIELD } from '@citavet/domain/pets/pet-photo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postMultipart } from '@/api/multipart-upload';
import { apiClient } from '@/lib/api-client';

export const petQueryKeys = {
  all: ['pets'] as const,
  detail: (spaceId: string, petId: string) => ['pets', 'detail', spaceId, petId] as const,
};

const PetResultSchema = z.object({ pet: PetWithOwnerSchema });
const space = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}`;

export function usePet(spaceId: string, petId: string) {
  return useQuery({
    queryKey: petQueryKeys.detail(spaceId, petId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`${space(spaceId)}/pets/${encodeURIComponent(petId)}`, {
        schema: PetResultSchema,
        signal,
      });
      return data.pet;
    },
  });
}

/** A pet change shows on its owner's page and in the client list too. */
function useInvalidatePets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: petQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['clients'] }),
    ]);
}

export function useCreatePet(spaceId: string, clientId: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: async (payload: CreatePetFormValues) => {
      const { data, message } = await apiClient.post(
        `${space(spaceId)}/clients/${encodeURIComponent(clientId)}/pets`,
        { body: payload, schema: PetResultSchema },
      );
      return { pet: data.pet, message };
    },
    onSuccess: invalidate,
  });
}

export function useUpdatePet(spaceId: string, petId: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: async (payload: Partial<UpdatePetInput>) => {
      const { data, message } = await apiClient.put(`${space(spaceId)}/pets/${encodeURIComponent(petId)}`, {
        body: payload,
        schema: PetResultSchema,
      });
      return { pet: data.pet, message };
    },
    onSuccess: invalidate,
  });
}

export function useDeletePet(spaceId: string, petId: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: async () => {
      const { message } = await apiClient.delete(`${space(spaceId)}/pets/${encodeURIComponent(petId)}`);
      return { message };
    },
    onSuccess: invalidate,
  });
}

/** PUT /spaces/{id}/pets/{petId}/photo, multipart field `photo`: the shared multipart sender. */
export function useSetPetPhoto(spaceId: string, petId: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append(PET_PHOTO_FIELD, file);
      const { pet } = await postMultipart(
        `${space(spaceId)}/pets/${encodeURIComponent(petId)}/photo`,
        body,
        PetResultSchema,
        'PUT',
      );
      return pet;
    },
    onSuccess: invalidate,
  });
}

export function useRemovePetPhoto(spaceId: string, petId: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: async () => {
      const { data } = await apiClient.delete(`${space(spaceId)}/pets/${encodeURIComponent(petId)}/photo`, {
        schema: PetResultSchema,
      });
      return data.pet;
    },
    onSuccess: invalidate,
  });
}
