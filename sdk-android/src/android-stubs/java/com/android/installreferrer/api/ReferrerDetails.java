// Compile-time stand-in (see InstallReferrerClient.java): never compiled, never packaged.
package com.android.installreferrer.api;

public class ReferrerDetails {
    public String getInstallReferrer() {
        throw new UnsupportedOperationException("stub");
    }
}
