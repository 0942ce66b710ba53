package dev.courier.store;

class EmbeddedWorkspaceStoreTest extends WorkspaceStoreContract {
    private final WorkspaceStore store = new EmbeddedWorkspaceStore();

    @Override
    protected WorkspaceStore store() {
        return store;
    }
}
