// Compile-time stand-in (see InstallReferrerClient.java): never compiled, never packaged.
package com.android.installreferrer.api;

public interface InstallReferrerStateListener {
    void onInstallReferrerSetupFinished(int responseCode);

    void onInstallReferrerServiceDisconnected();
}
